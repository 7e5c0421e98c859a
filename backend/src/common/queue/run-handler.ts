import type { JobContext, JobHandler, QueueLogger } from './queue.interface.js';

function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/**
 * One try of a job, as both drivers run it: a throw is logged (a warning while tries remain, an
 * error on the last) and rethrown so the driver retries or fails the job. The payload is never
 * logged: it may hold addresses or tokens; the queue, job id and attempt identify the job.
 */
export async function runHandler<Payload>(
  handler: JobHandler<Payload>,
  payload: Payload,
  context: JobContext,
  logger: QueueLogger,
): Promise<void> {
  try {
    await handler.handle(payload, context);
  } catch (thrown) {
    const error = toError(thrown);
    const job = `Job ${context.jobId} on queue "${context.queue}"`;
    if (context.attempt < context.attempts) {
      logger.warn(
        `${job} failed attempt ${context.attempt} of ${context.attempts}, will retry: ${error.message}`,
      );
    } else {
      logger.error(
        `${job} failed after ${context.attempts} attempt(s): ${error.message}`,
        error.stack,
      );
    }
    throw error;
  }
}
