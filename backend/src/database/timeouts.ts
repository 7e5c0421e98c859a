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

/** node-postgres's default, stated: the figure the per-user request cap is measured against. */
export const POOL_SIZE = 10;

/** For scheduled work and migrations: `SET LOCAL` these inside their transaction. */
export const LONG_WORK_TIMEOUTS = { statement: '5min', lock: '30s' } as const;

/** Lifts the request limits for the rest of the caller's transaction. */
export async function allowLongWork(runner: Pick<QueryRunner, 'query'>): Promise<void> {
  await runner.query(`SET LOCAL statement_timeout = '${LONG_WORK_TIMEOUTS.statement}'`);
  await runner.query(`SET LOCAL lock_timeout = '${LONG_WORK_TIMEOUTS.lock}'`);
}
