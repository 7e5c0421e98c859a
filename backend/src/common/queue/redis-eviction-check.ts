import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { settlesWithin } from './settles-within.js';

/** How long the start-up check waits for Redis before it says it could not check. */
const CHECK_TIMEOUT_MS = 3000;

export type EvictionCheck =
  { kind: 'ok' } | { kind: 'evicts'; policy: string } | { kind: 'unknown'; reason: string };

/**
 * Asks Redis for its `maxmemory-policy`. Bull keeps every job as a plain key: any policy but
 * `noeviction` lets a full Redis delete queued jobs silently, which no retry can bring back.
 */
export async function checkRedisEviction(redisUrl: string): Promise<EvictionCheck> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: CHECK_TIMEOUT_MS,
  });
  // Connection errors also reject the command below; the event alone would crash the process.
  client.on('error', () => undefined);
  try {
    let answer: unknown;
    const asked = client
      .connect()
      .then(() => client.config('GET', 'maxmemory-policy'))
      .then((reply) => (answer = reply));
    const settled = await settlesWithin(asked, CHECK_TIMEOUT_MS);
    if (!settled) return { kind: 'unknown', reason: `no answer within ${CHECK_TIMEOUT_MS} ms` };
    const error = await asked.then(
      () => undefined,
      (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown)),
    );
    if (error !== undefined) return { kind: 'unknown', reason: error };
    const policy = Array.isArray(answer) ? String(answer[1] ?? '') : '';
    if (policy === '') return { kind: 'unknown', reason: 'CONFIG GET answered nothing' };
    return policy === 'noeviction' ? { kind: 'ok' } : { kind: 'evicts', policy };
  } finally {
    client.disconnect();
  }
}

/**
 * Start-up check of the queue's Redis: in production a Redis that may evict jobs refuses the
 * start; elsewhere it is a loud warning. A Redis that does not answer CONFIG (disabled by a
 * managed service, or down for now) is a warning everywhere: it could not be checked.
 */
export async function assertRedisKeepsJobs(
  redisUrl: string,
  production: boolean,
  logger: Pick<Logger, 'warn' | 'error'> = new Logger('Queue'),
): Promise<void> {
  const result = await checkRedisEviction(redisUrl);
  if (result.kind === 'ok') return;
  if (result.kind === 'unknown') {
    logger.warn(
      `Could not check Redis's maxmemory-policy (${result.reason}); it must be noeviction, ` +
        'or a full Redis silently drops queued jobs',
    );
    return;
  }
  const message =
    `Redis's maxmemory-policy is "${result.policy}": a full Redis would drop queued jobs. ` +
    'Set it to noeviction (redis-server --maxmemory-policy noeviction)';
  if (production) throw new Error(message);
  logger.error(message);
}
