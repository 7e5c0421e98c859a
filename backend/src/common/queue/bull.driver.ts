import Bull from 'bull';
import { Redis, type RedisOptions } from 'ioredis';
import { FINISHED_JOBS_KEPT, type ResolvedJobOptions } from './job-options.js';
import type { JobHandler, QueueJobs } from './queue.interface.js';
import { QueueDriverBase, type QueueDriverBaseOptions } from './queue-driver.base.js';
import { runHandler } from './run-handler.js';
import { settlesWithin } from './settles-within.js';

/** Bull's lock and stalled-job timings (ms); the defaults suit production, tests shorten them. */
export type BullQueueSettings = {
  lockDuration?: number;
  lockRenewTime?: number;
  stalledInterval?: number;
  maxStalledCount?: number;
};

export type BullQueueDriverOptions = QueueDriverBaseOptions & {
  redisUrl: string;
  /** Start of every Redis key; instances sharing a prefix (and Redis) share the queues. */
  prefix?: string;
  settings?: BullQueueSettings;
};

export const DEFAULT_QUEUE_PREFIX = 'queue';

/**
 * The driver for REDIS_URL: one Bull queue per name, created on first use. Jobs survive restarts
 * and are shared by every backend instance on the same Redis and prefix; each runs once, and one
 * whose instance dies mid-run is taken over by another when its lock expires (Bull's stalled
 * check).
 */
export class BullQueueDriver<Jobs extends object = QueueJobs> extends QueueDriverBase<Jobs> {
  private readonly queues = new Map<string, Bull.Queue<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private readonly connections = new Set<Redis>();
  /** Per queue with a handler: resolves once its worker's blocking connection is up. */
  private readonly workersStarted = new Map<string, { started: Promise<void>; resolve(): void }>();
  private connectionsClosed = false;

  constructor(private readonly options: BullQueueDriverOptions) {
    super(options);
  }

  protected async enqueue(
    queue: string,
    payload: unknown,
    options: ResolvedJobOptions,
  ): Promise<string> {
    // Bull keeps one job per jobId natively: adding an id it still holds returns that job.
    const job = await this.queue(queue).add(payload, {
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.backoff },
      delay: options.delay,
      ...(options.jobId === undefined ? {} : { jobId: options.jobId }),
      removeOnComplete: FINISHED_JOBS_KEPT,
      removeOnFail: FINISHED_JOBS_KEPT,
    });
    return String(job.id);
  }

  protected startWorker(queue: string, handler: JobHandler<unknown>, concurrency: number): void {
    let resolve = (): void => undefined;
    const started = new Promise<void>((done) => (resolve = done));
    this.workersStarted.set(queue, { started, resolve });
    this.queue(queue)
      .process(concurrency, (job) => {
        const context = {
          queue,
          jobId: String(job.id),
          // attemptsMade counts failed tries; a stalled job taken over does not count as one.
          attempt: job.attemptsMade + 1,
          attempts: job.opts.attempts ?? 1,
        };
        return this.track(runHandler(handler, job.data, context, this.logger));
      })
      // process() settles only when the queue closes; a rejection means it could not start.
      .catch((error: unknown) => this.logError(`Queue "${queue}" stopped processing`, error));
  }

  protected async shutDown(): Promise<void> {
    const queues = [...this.queues.values()];
    // Bull's worker start-up runs on after close() returns if it is not done, and reopens a
    // connection; so a worker closes only after it started (or the shutdown timeout passed).
    const starting = [...this.workersStarted.values()].map((worker) => worker.started);
    await settlesWithin(Promise.all(starting), this.shutdownTimeoutMs);
    // A local pause stops this instance taking jobs (others carry on) without waiting for its own.
    await Promise.all(queues.map((queue) => queue.pause(true, true).catch(() => undefined)));
    const running = this.running.size;
    const finished = await settlesWithin(Promise.allSettled(this.running), this.shutdownTimeoutMs);
    if (!finished) {
      this.logger.warn(
        `${running} running job(s) did not finish within ${this.shutdownTimeoutMs} ms of shutdown; ` +
          'another instance takes them over when their locks expire',
      );
    }
    // Waiting lets Bull record the outcome of the jobs that finished; when some did not, waiting
    // would hang, and their expiring locks hand them to another instance instead.
    await Promise.all(queues.map((queue) => queue.close(!finished)));
    this.connectionsClosed = true;
    await Promise.all([...this.connections].map(disconnect));
  }

  private queue(name: string): Bull.Queue<unknown> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Bull<unknown>(name, this.options.redisUrl, {
        prefix: this.options.prefix ?? DEFAULT_QUEUE_PREFIX,
        settings: this.options.settings ?? {},
        createClient: (type, redisOptions) => this.connect(name, type, redisOptions),
      });
      // Without a listener an 'error' event (Redis gone, a failed lock renewal) would crash the
      // process.
      queue.on('error', (error) => this.logError(`Queue "${name}"`, error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Bull's connections, made here so close() ends every one and knows when a worker is up (its
   * blocking connection, 'bclient', is the last thing Bull opens before taking jobs).
   */
  private connect(
    queue: string,
    type: 'client' | 'subscriber' | 'bclient',
    redisOptions: RedisOptions = {},
  ): Redis {
    const client = new Redis(this.options.redisUrl, {
      ...redisOptions,
      // Bull requires these for the connections that block or subscribe.
      ...(type === 'client' ? {} : { maxRetriesPerRequest: null, enableReadyCheck: false }),
    });
    this.connections.add(client);
    if (type === 'bclient') client.once('ready', () => this.workersStarted.get(queue)?.resolve());
    // Should Bull still open one after close (a start-up that outlived the shutdown timeout),
    // it is ended once its pending commands are answered rather than kept open forever.
    if (this.connectionsClosed) client.once('ready', () => void disconnect(client));
    return client;
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    const forget = (): void => {
      this.running.delete(run);
    };
    run.then(forget, forget);
    return run;
  }

  private logError(what: string, error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error));
    this.logger.error(`${what}: ${err.message}`, err.stack);
  }
}

async function disconnect(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // QUIT is queued until a connecting client is up, so Bull's own start-up commands still get
  // their answers (it rejects them with `undefined` otherwise); a dead server gets half a second.
  if (client.status !== 'wait') await settlesWithin(client.quit(), 500);
  client.disconnect();
}
