import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { BullQueueDriver, type BullQueueSettings } from '../src/common/queue/bull.driver.js';
import { createQueueDriver } from '../src/common/queue/create-queue-driver.js';
import { InProcessQueueDriver } from '../src/common/queue/in-process.driver.js';
import type {
  JobContext,
  JobHandler,
  QueueDriver,
  QueueLogger,
} from '../src/common/queue/queue.interface.js';
import { QueueModule } from '../src/common/queue/queue.module.js';
import { QUEUE_DRIVER } from '../src/common/queue/queue.tokens.js';
import { loadConfig } from '../src/config/app-config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { repositoryRoot } from './support/paths.js';

// The worked example of a job (in src it would be `<feature>/jobs/echo/`: echo.job.ts,
// echo.producer.ts, echo.handler.ts, echo.module.ts). Its own job map keeps the app's QueueJobs
// free of test entries. The payload's text picks the handler's behaviour.
const ECHO_QUEUE = 'echo';
type EchoJob = { text: string; secret: string };
type TestJobs = { [ECHO_QUEUE]: EchoJob };

type Call = { text: string; context: JobContext; startedAt: number };

class EchoHandler implements JobHandler<EchoJob> {
  readonly calls: Call[] = [];
  readonly completed: Call[] = [];

  /** `hangs: false` plays another instance, where the job that hung on the first completes. */
  constructor(private readonly behaviour: { hangs: boolean } = { hangs: true }) {}

  async handle(payload: EchoJob, context: JobContext): Promise<void> {
    const call = { text: payload.text, context, startedAt: Date.now() };
    this.calls.push(call);
    if (payload.text === 'always fails') throw new Error(`refused (try ${context.attempt})`);
    if (payload.text === 'fails twice' && context.attempt < 3) throw new Error('not yet');
    if (payload.text === 'slow') await sleep(100);
    if (payload.text === 'hangs' && this.behaviour.hangs) await new Promise<never>(() => undefined);
    this.completed.push(call);
  }

  callsOf(text: string): Call[] {
    return this.calls.filter((call) => call.text === text);
  }
  done(text: string): boolean {
    return this.completed.some((call) => call.text === text);
  }
}

class RecordingLogger implements QueueLogger {
  readonly lines: string[] = [];
  warn(message: string): void {
    this.lines.push(`warn: ${message}`);
  }
  error(message: string, stack?: string): void {
    this.lines.push(`error: ${message}\n${stack ?? ''}`);
  }
}

const SECRET = 's3cret-token';
const job = (text: string): EchoJob => ({ text, secret: SECRET });

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    disconnectTimeout: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** REDIS_URL, else the local default. None answering fails the suite: Bull must be proven here. */
async function findRedis(): Promise<string> {
  const candidates = [...new Set([process.env.REDIS_URL, 'redis://127.0.0.1:6379'])].filter(
    (url): url is string => Boolean(url),
  );
  for (const url of candidates) if (await answers(url)) return url;
  throw new Error(
    `The queue drivers test needs a real Redis for the Bull driver, and none answered at ` +
      `${candidates.map(withoutPassword).join(' or ')}. Start Redis or set REDIS_URL.`,
  );
}

// Every key this run writes starts with this prefix (other runs share the Redis); deleted after.
const RUN_PREFIX = `test-queue-${process.pid}-${Date.now().toString(36)}`;
let redisUrl: string;
let prefixes = 0;

beforeAll(async () => {
  redisUrl = await findRedis();
});

afterAll(async () => {
  if (!redisUrl) return;
  const client = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${RUN_PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
});

type Harness = { driver: QueueDriver<TestJobs>; handler: EchoHandler; logger: RecordingLogger };

const drivers: [string, (logger: RecordingLogger) => QueueDriver<TestJobs>][] = [
  ['in-process', (logger) => createQueueDriver<TestJobs>({ redisUrl: undefined }, { logger })],
  [
    'bull',
    (logger) =>
      createQueueDriver<TestJobs>({ redisUrl }, { logger, prefix: `${RUN_PREFIX}-${++prefixes}` }),
  ],
];

describe.each(drivers)('the %s driver', (_name, create) => {
  const open: QueueDriver<TestJobs>[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((driver) => driver.close()));
  });

  function start(): Harness {
    const logger = new RecordingLogger();
    const driver = create(logger);
    open.push(driver);
    const handler = new EchoHandler();
    driver.registerHandler(ECHO_QUEUE, handler);
    return { driver, handler, logger };
  }

  it('runs a job with its payload', async () => {
    const { driver, handler } = start();
    const id = await driver.add(ECHO_QUEUE, job('hello'));
    await waitFor('the job', () => handler.done('hello'));
    expect(handler.calls).toEqual([
      {
        text: 'hello',
        context: { queue: ECHO_QUEUE, jobId: id, attempt: 1, attempts: 3 },
        startedAt: expect.any(Number),
      },
    ]);
  });

  it('retries a failing job with exponential back-off until it succeeds', async () => {
    const { driver, handler, logger } = start();
    await driver.add(ECHO_QUEUE, job('fails twice'), { attempts: 3, backoff: 20 });
    await waitFor('the third try', () => handler.done('fails twice'));
    const calls = handler.callsOf('fails twice');
    expect(calls.map((call) => call.context.attempt)).toEqual([1, 2, 3]);
    // Retry n waits (2^n - 1) x backoff: 20 ms, then 60 ms.
    expect(calls[1].startedAt - calls[0].startedAt).toBeGreaterThanOrEqual(20);
    expect(calls[2].startedAt - calls[1].startedAt).toBeGreaterThanOrEqual(60);
    expect(logger.lines.filter((line) => line.startsWith('warn:'))).toHaveLength(2);
    expect(logger.lines.some((line) => line.startsWith('error:'))).toBe(false);
  });

  it('fails a job after exactly `attempts` tries and logs it without the payload', async () => {
    const { driver, handler, logger } = start();
    const id = await driver.add(ECHO_QUEUE, job('always fails'), { attempts: 3, backoff: 10 });
    await waitFor('the failure', () => logger.lines.some((line) => line.startsWith('error:')));
    // A fourth try would come 70 ms later; a job due after that proves none came.
    await driver.add(ECHO_QUEUE, job('later'), { delay: 150 });
    await waitFor('the later job', () => handler.done('later'));
    expect(handler.callsOf('always fails').map((call) => call.context.attempt)).toEqual([1, 2, 3]);
    expect(logger.lines.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringContaining(
        `Job ${id} on queue "echo" failed after 3 attempt(s): refused (try 3)`,
      ),
    ]);
    expect(logger.lines.join('\n')).not.toContain(SECRET);
  });

  it('does not run a delayed job before its delay', async () => {
    const { driver, handler } = start();
    const addedAt = Date.now();
    await driver.add(ECHO_QUEUE, job('delayed'), { delay: 150 });
    await waitFor('the delayed job', () => handler.done('delayed'));
    expect(handler.callsOf('delayed')[0].startedAt - addedAt).toBeGreaterThanOrEqual(150);
  });

  it('keeps one job per jobId', async () => {
    const { driver, handler } = start();
    const ids = [
      await driver.add(ECHO_QUEUE, job('once'), { jobId: 'invoice-42-sent' }),
      await driver.add(ECHO_QUEUE, job('once'), { jobId: 'invoice-42-sent' }),
    ];
    await waitFor('the job', () => handler.done('once'));
    // Still de-duplicated after it ran; a later job (same queue, one at a time) bounds the wait.
    ids.push(await driver.add(ECHO_QUEUE, job('once'), { jobId: 'invoice-42-sent' }));
    await driver.add(ECHO_QUEUE, job('after'));
    await waitFor('the later job', () => handler.done('after'));
    expect(ids).toEqual(['invoice-42-sent', 'invoice-42-sent', 'invoice-42-sent']);
    expect(handler.callsOf('once')).toHaveLength(1);
  });

  it('lets a running job finish on close, then refuses new jobs', async () => {
    const { driver, handler } = start();
    await driver.add(ECHO_QUEUE, job('slow'));
    await waitFor('the job to start', () => handler.callsOf('slow').length === 1);
    await driver.close();
    expect(handler.done('slow')).toBe(true);
    await expect(driver.add(ECHO_QUEUE, job('too late'))).rejects.toThrow(
      'The queue driver is closed',
    );
  });

  it('refuses a second handler for the same queue', () => {
    const { driver } = start();
    expect(() => driver.registerHandler(ECHO_QUEUE, new EchoHandler())).toThrow(
      'A handler is already registered for queue "echo"',
    );
  });
});

describe('the in-process driver', () => {
  it('drops queued jobs and clears their timers on close', async () => {
    const logger = new RecordingLogger();
    const driver = new InProcessQueueDriver<TestJobs>({ logger });
    const handler = new EchoHandler();
    driver.registerHandler(ECHO_QUEUE, handler);
    await driver.add(ECHO_QUEUE, job('next minute'), { delay: 60_000 });
    await driver.close();
    expect(handler.calls).toEqual([]);
    expect(logger.lines).toEqual([
      'warn: 1 queued job(s) dropped on shutdown: in-process jobs live in memory',
    ]);
  });
});

describe('the Bull driver across backend instances', () => {
  // Short locks so a dead instance's job is taken over within seconds, not Bull's 30 s default.
  const settings: BullQueueSettings = { lockDuration: 1000, stalledInterval: 300 };
  const open: BullQueueDriver<TestJobs>[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((driver) => driver.close()));
  });

  function instance(prefix: string, shutdownTimeoutMs?: number): Harness {
    const logger = new RecordingLogger();
    const driver = new BullQueueDriver<TestJobs>({
      redisUrl,
      prefix,
      settings,
      logger,
      shutdownTimeoutMs,
    });
    open.push(driver);
    return { driver, handler: new EchoHandler(), logger };
  }

  it('runs each job exactly once when two instances share the queue', async () => {
    const prefix = `${RUN_PREFIX}-${++prefixes}`;
    const [a, b] = [instance(prefix), instance(prefix)];
    a.driver.registerHandler(ECHO_QUEUE, a.handler);
    b.driver.registerHandler(ECHO_QUEUE, b.handler);
    const texts = Array.from({ length: 12 }, (_, i) => `job ${i}`);
    for (const text of texts) await a.driver.add(ECHO_QUEUE, job(text));
    const done = (): string[] =>
      [...a.handler.completed, ...b.handler.completed].map((c) => c.text);
    await waitFor('every job', () => texts.every((text) => done().includes(text)));
    await a.driver.add(ECHO_QUEUE, job('last'), { delay: 50 });
    await waitFor('the last job', () => done().includes('last'));
    expect(done().sort()).toEqual([...texts, 'last'].sort());
    expect(a.handler.calls.length).toBeGreaterThan(0);
    expect(b.handler.calls.length).toBeGreaterThan(0);
  });

  it('hands a job to another instance when its instance closes mid-run', async () => {
    const prefix = `${RUN_PREFIX}-${++prefixes}`;
    const a = instance(prefix, 50);
    a.driver.registerHandler(ECHO_QUEUE, a.handler);
    const id = await a.driver.add(ECHO_QUEUE, job('hangs'));
    await waitFor('instance A to start the job', () => a.handler.calls.length === 1);

    const b = instance(prefix);
    const takeOver = new EchoHandler({ hangs: false });
    b.driver.registerHandler(ECHO_QUEUE, takeOver);
    await a.driver.close();
    expect(a.logger.lines).toEqual([expect.stringContaining('1 running job(s) did not finish')]);

    await waitFor('instance B to take the job over', () => takeOver.completed.length === 1, 10_000);
    expect(takeOver.completed[0]).toMatchObject({
      text: 'hangs',
      context: { queue: ECHO_QUEUE, jobId: id, attempt: 1, attempts: 3 },
    });
  });
});

describe('QueueModule.forRoot()', () => {
  it.each([
    ['in-process', (): Record<string, string> => ({}), InProcessQueueDriver],
    ['bull', (): Record<string, string> => ({ REDIS_URL: redisUrl }), BullQueueDriver],
  ])('provides the %s driver from the config and closes it with the app', async (_, env, type) => {
    const config = loadConfig({ NODE_ENV: 'test', ...env() }, repositoryRoot);
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), QueueModule.forRoot()],
    }).compile();
    const driver = moduleRef.get<QueueDriver<TestJobs>>(QUEUE_DRIVER);
    expect(driver).toBeInstanceOf(type);
    await moduleRef.close();
    await expect(driver.add(ECHO_QUEUE, job('too late'))).rejects.toThrow(
      'The queue driver is closed',
    );
  });
});
