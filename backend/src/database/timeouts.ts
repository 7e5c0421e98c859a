import type { QueryRunner } from 'typeorm';

/**
 * Bounded waits (docs/operations.md, "Database waits"). Every connection starts with the request
 * limits, so no request waits on PostgreSQL for ever: a held row lock answers DATABASE_BUSY in
 * seconds instead of tying up a pooled connection for as long as the lock lasts. Work that
 * legitimately runs longer raises its own limit in its transaction (LONG_WORK_TIMEOUTS).
 * Constants, not settings: an operator has no reason to stretch a request's wait.
 */
export const REQUEST_TIMEOUTS = {
  statementMs: 10_000,
  lockMs: 3_000,
  /** Waiting for a pooled connection (and for a new connection to open). */
  poolAcquireMs: 5_000,
  /** A transaction left open by a stuck process is ended and its locks released. */
  idleInTransactionMs: 30_000,
} as const;

/**
 * A per-user lock that only the user's own concurrent requests hold (sending e-mail): each
 * waits behind at most the few others the per-user request cap lets run, each holding it for a
 * few statements, but a busy event loop stretches those; queueing there is expected, not a
 * stuck row, so it may wait longer than a row lock before answering DATABASE_BUSY.
 */
export const OWN_QUEUE_LOCK_MS = 10_000;

/**
 * Runs `lock` waiting up to OWN_QUEUE_LOCK_MS, or longer if the transaction already allows
 * more (long work), then restores the transaction's own limit.
 */
export async function withOwnQueueWait(
  runner: Pick<QueryRunner, 'query'>,
  lock: () => Promise<unknown>,
): Promise<void> {
  const [{ before }] = (await runner.query(
    `SELECT current_setting('lock_timeout') AS "before",
            set_config('lock_timeout',
              GREATEST($1::int, EXTRACT(EPOCH FROM current_setting('lock_timeout')::interval) * 1000)::int || 'ms',
              true)`,
    [OWN_QUEUE_LOCK_MS],
  )) as [{ before: string }];
  await lock();
  await runner.query(`SELECT set_config('lock_timeout', $1, true)`, [before]);
}

/** node-postgres's default, stated: the figure the per-user request cap is measured against. */
export const POOL_SIZE = 10;

/** For scheduled work and migrations: `SET LOCAL` these inside their transaction. */
export const LONG_WORK_TIMEOUTS = { statement: '5min', lock: '30s' } as const;

/** Lifts the request limits for the rest of the caller's transaction. */
export async function allowLongWork(runner: Pick<QueryRunner, 'query'>): Promise<void> {
  await runner.query(`SET LOCAL statement_timeout = '${LONG_WORK_TIMEOUTS.statement}'`);
  await runner.query(`SET LOCAL lock_timeout = '${LONG_WORK_TIMEOUTS.lock}'`);
}
