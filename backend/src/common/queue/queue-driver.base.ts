import { Logger } from '@nestjs/common';
import { resolveConcurrency, resolveJobOptions, type ResolvedJobOptions } from './job-options.js';
import type {
  HandlerOptions,
  JobHandler,
  JobName,
  JobOptions,
  QueueDriver,
  QueueLogger,
} from './queue.interface.js';

export type QueueDriverBaseOptions = {
  /** Default: Nest's Logger with the context "Queue". */
  logger?: QueueLogger;
  /** How long close() waits for running jobs. Default 10 s. */
  shutdownTimeoutMs?: number;
  /** How long add() waits for the store before it rejects. Default 1 s. */
  enqueueTimeoutMs?: number;
};

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * A healthy Redis stores a job in a millisecond or two; one that is down would keep add() waiting
 * while the client reconnects (tens of seconds). A request that queues work answers in well under
 * a second either way: the caller keeps its own record and queues it again later.
 */
export const DEFAULT_ENQUEUE_TIMEOUT_MS = 1000;

/** add() gave up waiting for the queue's store; the job may still be stored later. */
export class EnqueueTimeoutError extends Error {
  constructor(queue: string, ms: number) {
    super(`Queue "${queue}" did not store the job within ${ms} ms`);
    this.name = 'EnqueueTimeoutError';
  }
}

/**
 * The rules both drivers share (options checked and defaulted, one handler per queue, nothing
 * accepted once closed), so they cannot drift apart; a driver only stores and runs jobs.
 */
export abstract class QueueDriverBase<Jobs extends object> implements QueueDriver<Jobs> {
  protected readonly logger: QueueLogger;
  protected readonly shutdownTimeoutMs: number;
  private readonly enqueueTimeoutMs: number;
  private readonly handled = new Set<string>();
  private closing: Promise<void> | undefined;

  constructor(options: QueueDriverBaseOptions = {}) {
    this.logger = options.logger ?? new Logger('Queue');
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    this.enqueueTimeoutMs = options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS;
  }

  async add<Name extends JobName<Jobs>>(
    queue: Name,
    payload: Jobs[Name],
    options?: JobOptions,
  ): Promise<string> {
    this.assertOpen();
    const stored = this.enqueue(queue, payload, resolveJobOptions(options));
    // Should the store answer after the timeout, the job is there all the same; a caller that
    // queues it again gives the same jobId, so it is not doubled.
    stored.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new EnqueueTimeoutError(queue, this.enqueueTimeoutMs)),
        this.enqueueTimeoutMs,
      );
    });
    try {
      return await Promise.race([stored, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  registerHandler<Name extends JobName<Jobs>>(
    queue: Name,
    handler: JobHandler<Jobs[Name]>,
    options: HandlerOptions = {},
  ): void {
    this.assertOpen();
    if (this.handled.has(queue)) {
      throw new Error(`A handler is already registered for queue "${queue}"`);
    }
    const concurrency = resolveConcurrency(options.concurrency);
    this.handled.add(queue);
    // Below the typed surface queues are plain names: what a queue holds was typed at add().
    this.startWorker(queue, handler, concurrency);
  }

  /** Idempotent: Nest and a test may both close the driver. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  protected get closed(): boolean {
    return this.closing !== undefined;
  }

  /** Stores the job (or finds the one with its jobId) and resolves with its id. */
  protected abstract enqueue(
    queue: string,
    payload: unknown,
    options: ResolvedJobOptions,
  ): Promise<string>;

  protected abstract startWorker(
    queue: string,
    handler: JobHandler<unknown>,
    concurrency: number,
  ): void;

  protected abstract shutDown(): Promise<void>;

  private assertOpen(): void {
    if (this.closed) throw new Error('The queue driver is closed');
  }
}
