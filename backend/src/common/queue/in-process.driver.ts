import { Logger } from '@nestjs/common';
import {
  backoffDelay,
  FINISHED_JOBS_KEPT,
  resolveConcurrency,
  resolveJobOptions,
  type ResolvedJobOptions,
} from './job-options.js';
import type {
  HandlerOptions,
  JobHandler,
  JobName,
  JobOptions,
  QueueDriver,
  QueueJobs,
  QueueLogger,
} from './queue.interface.js';
import { runHandler } from './run-handler.js';
import { settlesWithin } from './settles-within.js';

export type InProcessQueueDriverOptions = {
  /** Default: Nest's Logger with the context "Queue". */
  logger?: QueueLogger;
  /** How long close() waits for running jobs. Default 10 s. */
  shutdownTimeoutMs?: number;
};

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

type StoredJob = {
  id: string;
  /** The payload as JSON, as Bull stores it: each try gets a fresh copy, and Dates become strings on both drivers. */
  data: string;
  options: ResolvedJobOptions;
  attemptsMade: number;
};

type QueueState = {
  name: string;
  handler: JobHandler<unknown> | undefined;
  concurrency: number;
  waiting: StoredJob[];
  active: number;
  /** Ids of jobs waiting, delayed or running: what a repeated jobId is checked against. */
  pending: Set<string>;
  /** Insertion-ordered, trimmed to FINISHED_JOBS_KEPT like Bull's removeOnComplete/removeOnFail. */
  completed: Set<string>;
  failed: Set<string>;
  lastId: number;
};

/**
 * The driver for a single-machine install (REDIS_URL unset): Bull's semantics (attempts,
 * exponential back-off, delays, jobId de-duplication, per-queue concurrency) in memory. Jobs live
 * only as long as the process: close() drops the ones not yet started.
 */
export class InProcessQueueDriver<Jobs extends object = QueueJobs> implements QueueDriver<Jobs> {
  private readonly queues = new Map<string, QueueState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly logger: QueueLogger;
  private readonly shutdownTimeoutMs: number;
  private closing: Promise<void> | undefined;

  constructor(options: InProcessQueueDriverOptions = {}) {
    this.logger = options.logger ?? new Logger('Queue');
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  }

  async add<Name extends JobName<Jobs>>(
    queue: Name,
    payload: Jobs[Name],
    options?: JobOptions,
  ): Promise<string> {
    this.assertOpen();
    const resolved = resolveJobOptions(options);
    const state = this.state(queue);
    const id = resolved.jobId ?? this.nextId(state);
    if (state.pending.has(id) || state.completed.has(id) || state.failed.has(id)) return id;
    const data = JSON.stringify(payload);
    if (data === undefined) throw new TypeError(`A job payload must be JSON (queue "${queue}")`);
    state.pending.add(id);
    this.schedule(state, { id, data, options: resolved, attemptsMade: 0 }, resolved.delay);
    return id;
  }

  registerHandler<Name extends JobName<Jobs>>(
    queue: Name,
    handler: JobHandler<Jobs[Name]>,
    options: HandlerOptions = {},
  ): void {
    this.assertOpen();
    const state = this.state(queue);
    if (state.handler) throw new Error(`A handler is already registered for queue "${queue}"`);
    state.concurrency = resolveConcurrency(options.concurrency);
    // The payloads of this queue were typed Jobs[Name] when added; the state map is untyped.
    state.handler = handler as JobHandler<unknown>;
    this.pump(state);
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    const dropped =
      this.timers.size + [...this.queues.values()].reduce((n, q) => n + q.waiting.length, 0);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const state of this.queues.values()) state.waiting = [];
    if (dropped > 0) {
      this.logger.warn(
        `${dropped} queued job(s) dropped on shutdown: in-process jobs live in memory`,
      );
    }
    const running = this.running.size;
    if (!(await settlesWithin(Promise.allSettled(this.running), this.shutdownTimeoutMs))) {
      this.logger.warn(
        `${running} running job(s) did not finish within ${this.shutdownTimeoutMs} ms of shutdown`,
      );
    }
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The queue driver is closed');
  }

  private state(name: string): QueueState {
    let state = this.queues.get(name);
    if (!state) {
      state = {
        name,
        handler: undefined,
        concurrency: 1,
        waiting: [],
        active: 0,
        pending: new Set(),
        completed: new Set(),
        failed: new Set(),
        lastId: 0,
      };
      this.queues.set(name, state);
    }
    return state;
  }

  /** Counting ids like Bull's, skipping any a caller already chose as a jobId. */
  private nextId(state: QueueState): string {
    let id: string;
    do id = String(++state.lastId);
    while (state.pending.has(id) || state.completed.has(id) || state.failed.has(id));
    return id;
  }

  private schedule(state: QueueState, job: StoredJob, delay: number): void {
    if (delay <= 0) {
      state.waiting.push(job);
      // Never run a handler inside add(): on Bull it always runs later, elsewhere.
      queueMicrotask(() => this.pump(state));
      return;
    }
    this.startAt(state, job, Date.now() + delay);
  }

  /** Timers count from the event loop's cached clock and can fire a little early: re-arm until due. */
  private startAt(state: QueueState, job: StoredJob, dueAt: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (Date.now() < dueAt) return this.startAt(state, job, dueAt);
      state.waiting.push(job);
      this.pump(state);
    }, dueAt - Date.now());
    this.timers.add(timer);
  }

  private pump(state: QueueState): void {
    const { handler } = state;
    if (!handler || this.closing) return;
    while (state.active < state.concurrency && state.waiting.length > 0) {
      const job = state.waiting.shift() as StoredJob;
      this.start(state, handler, job);
    }
  }

  private start(state: QueueState, handler: JobHandler<unknown>, job: StoredJob): void {
    state.active += 1;
    const context = {
      queue: state.name,
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      attempts: job.options.attempts,
    };
    const run: Promise<void> = runHandler(handler, JSON.parse(job.data), context, this.logger)
      .then(
        () => this.finish(state, job, state.completed),
        () => this.retryOrFail(state, job),
      )
      .finally(() => {
        this.running.delete(run);
        state.active -= 1;
        this.pump(state);
      });
    this.running.add(run);
  }

  private retryOrFail(state: QueueState, job: StoredJob): void {
    job.attemptsMade += 1;
    if (job.attemptsMade >= job.options.attempts) return this.finish(state, job, state.failed);
    // After close() a retry would outlive the driver; the job is dropped like a queued one.
    if (this.closing) return;
    this.schedule(state, job, backoffDelay(job.options.backoff, job.attemptsMade));
  }

  private finish(state: QueueState, job: StoredJob, outcome: Set<string>): void {
    state.pending.delete(job.id);
    outcome.add(job.id);
    if (outcome.size > FINISHED_JOBS_KEPT) outcome.delete(outcome.values().next().value as string);
  }
}
