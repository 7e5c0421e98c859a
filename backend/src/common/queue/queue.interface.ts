/**
 * The small queue interface every feature uses. Two drivers implement it: Bull over Redis when
 * REDIS_URL is set, an in-process driver otherwise (see create-queue-driver.ts). Only this folder
 * knows Bull, so a handler is a plain class that runs unchanged on either.
 *
 * Every queue copies one folder anatomy, `<feature>/jobs/<job-name>/`:
 *
 * - `<name>.job.ts`: the payload type (plain JSON: it is serialised on both drivers), the queue
 *   name constant taken from QUEUE_NAMES (add the name there first), and the payload's entry in
 *   QueueJobs by declaration merging, so `driver.add(name, payload)` is checked against it:
 *
 *       export const SEND_EMAIL_QUEUE = QUEUE_NAMES.email;
 *       export type SendEmailJob = { messageId: string };
 *       declare module '../../../common/queue/queue.interface.js' {
 *         interface QueueJobs { [SEND_EMAIL_QUEUE]: SendEmailJob }
 *       }
 *
 * - `<name>.producer.ts`: an injectable that takes QUEUE_DRIVER and calls `add` with the job
 *   options that belong to the job (a `jobId` when adding twice must not send twice).
 * - `<name>.handler.ts`: an injectable implementing `JobHandler<SendEmailJob>`; it throws to retry.
 * - `<name>.module.ts`: provides both and registers the handler in `onModuleInit` with
 *   `driver.registerHandler(SEND_EMAIL_QUEUE, handler, { concurrency })`.
 *
 * A worked example lives in backend/test/queue-drivers.e2e-spec.ts.
 */

/** Every queue's name, in one place: on Bull they are part of the Redis keys. */
export const QUEUE_NAMES = { email: 'email', webhook: 'webhook', peppol: 'peppol' } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/**
 * Payload type per queue name. Empty here on purpose: each `<name>.job.ts` adds its entry, so this
 * folder never imports a feature and a queue without a declared payload cannot be used.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by features
export interface QueueJobs {}

/** The queue names of a job map (QueueJobs in the app; tests bring their own). */
export type JobName<Jobs extends object> = Extract<keyof Jobs, string>;

export type JobOptions = {
  /** Tries in all, the first included. Default 3. */
  attempts?: number;
  /** Base of the exponential back-off in ms: retry n waits (2^n - 1) x backoff. Default 1000. */
  backoff?: number;
  /** Milliseconds before the first try. Default 0. */
  delay?: number;
  /** Idempotency: adding a jobId the queue still holds (waiting, running, finished) is a no-op. */
  jobId?: string;
};

export type JobContext = {
  queue: string;
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** The job's `attempts`: when `attempt === attempts` a throw fails the job for good. */
  attempts: number;
};

/** A plain class: resolve to complete the job, throw to retry it (until attempts are used up). */
export interface JobHandler<Payload> {
  handle(payload: Payload, context: JobContext): Promise<void>;
}

export type HandlerOptions = {
  /** Jobs of this queue run at once per backend instance. Default 1. */
  concurrency?: number;
};

/** Where failures go; Nest's Logger fits. Payloads are never passed to it. */
export type QueueLogger = {
  warn(message: string): void;
  error(message: string, stack?: string): void;
};

export interface QueueDriver<Jobs extends object = QueueJobs> {
  /** Resolves with the job id once the job is stored (in Redis, or in memory). */
  add<Name extends JobName<Jobs>>(
    queue: Name,
    payload: Jobs[Name],
    options?: JobOptions,
  ): Promise<string>;
  /** One handler per queue per instance; a second registration throws. */
  registerHandler<Name extends JobName<Jobs>>(
    queue: Name,
    handler: JobHandler<Jobs[Name]>,
    options?: HandlerOptions,
  ): void;
  /**
   * Stops taking jobs, waits for running ones up to the driver's shutdown timeout, then lets go.
   * On Bull an abandoned job is picked up by another instance once its lock expires.
   */
  close(): Promise<void>;
}
