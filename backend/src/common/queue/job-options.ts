import type { JobOptions } from './queue.interface.js';

export type ResolvedJobOptions = {
  attempts: number;
  backoff: number;
  delay: number;
  jobId: string | undefined;
};

export const DEFAULT_JOB_OPTIONS = { attempts: 3, backoff: 1000, delay: 0 } as const;

/**
 * Finished jobs each queue remembers, per outcome. On Bull this bounds Redis memory; on both
 * drivers it is how long a jobId keeps de-duplicating after its job finished.
 */
export const FINISHED_JOBS_KEPT = 1000;

function wholeNumber(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`Job option ${name} must be a whole number >= ${min} (got ${value})`);
  }
  return value;
}

/** Defaults and validation shared by both drivers, so a bad option fails the same way on each. */
export function resolveJobOptions(options: JobOptions = {}): ResolvedJobOptions {
  if (options.jobId !== undefined && options.jobId.trim() === '') {
    throw new RangeError('Job option jobId must not be blank');
  }
  return {
    attempts: wholeNumber('attempts', options.attempts ?? DEFAULT_JOB_OPTIONS.attempts, 1),
    backoff: wholeNumber('backoff', options.backoff ?? DEFAULT_JOB_OPTIONS.backoff, 0),
    delay: wholeNumber('delay', options.delay ?? DEFAULT_JOB_OPTIONS.delay, 0),
    jobId: options.jobId,
  };
}

/** Bull's built-in exponential strategy, copied so the in-process driver waits exactly as long. */
export function backoffDelay(base: number, attemptsMade: number): number {
  return Math.round((2 ** attemptsMade - 1) * base);
}

export function resolveConcurrency(concurrency = 1): number {
  return wholeNumber('concurrency', concurrency, 1);
}
