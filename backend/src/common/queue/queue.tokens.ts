/** Injects the QueueDriver (typed by QueueJobs) that QueueModule.forRoot() chose from config. */
export const QUEUE_DRIVER = Symbol('QUEUE_DRIVER');
