import { backoffDelay, FINISHED_JOBS_KEPT, type ResolvedJobOptions } from './job-options.js';
import type { JobHandler, QueueJobs } from './queue.interface.js';
import { QueueDriverBase } from './queue-driver.base.js';
import { runHandler } from './run-handler.js';
import { settlesWithin } from './settles-within.js';

type StoredJob = {
  id: string;
  /**
   * The payload as JSON, as Bull stores it: each try gets a fresh copy, and a Date becomes a
   * string on both drivers.
   */
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
export class InProcessQueueDriver<Jobs extends object = QueueJobs> extends QueueDriverBase<Jobs> {
  private readonly queues = new Map<string, QueueState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  protected async enqueue(
    queue: string,
    payload: unknown,
    options: ResolvedJobOptions,
  ): Promise<string> {
    const state = this.state(queue);
    const id = options.jobId ?? this.nextId(state);
    if (state.pending.has(id) || state.completed.has(id) || state.failed.has(id)) return id;
    const data = JSON.stringify(payload);
    if (data === undefined) throw new TypeError(`A job payload must be JSON (queue "${queue}")`);
    state.pending.add(id);
    this.schedule(state, { id, data, options, attemptsMade: 0 }, options.delay);
    return id;
  }

  protected startWorker(queue: string, handler: JobHandler<unknown>, concurrency: number): void {
    const state = this.state(queue);
    state.handler = handler;
    state.concurrency = concurrency;
    this.pump(state);
  }

  protected async shutDown(): Promise<void> {
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

  /** Timers count from the event loop's cached clock and may fire a little early: re-arm. */
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
    if (!handler || this.closed) return;
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
    if (this.closed) return;
    this.schedule(state, job, backoffDelay(job.options.backoff, job.attemptsMade));
  }

  private finish(state: QueueState, job: StoredJob, outcome: Set<string>): void {
    state.pending.delete(job.id);
    outcome.add(job.id);
    if (outcome.size > FINISHED_JOBS_KEPT) outcome.delete(outcome.values().next().value as string);
  }
}
