/** Injects the QueueDriver (typed by QueueJobs) that QueueModule.forRoot() chose from the config. */
export const QUEUE_DRIVER = Symbol('QUEUE_DRIVER');
