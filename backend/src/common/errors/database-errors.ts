import type { ErrorCode } from '@app/contracts/common';

/** Seconds a client is told to wait (Retry-After) before trying again. */
export const RETRY_AFTER_SECONDS: Readonly<Partial<Record<ErrorCode, number>>> = {
  // A lock or a busy pool clears in seconds.
  DATABASE_BUSY: 2,
  // A restarting PostgreSQL takes a few seconds to accept connections again.
  DATABASE_UNAVAILABLE: 5,
  // The first request with the key is still running; creates and sends take well under this.
  IDEMPOTENCY_KEY_IN_PROGRESS: 1,
};

/** SQLSTATEs of a statement that ran out of time or could not get its lock in time. */
const BUSY_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '53300', // too_many_connections
]);

/** pg-pool's message when no pooled connection came free within connectionTimeoutMillis. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

/**
 * Network errors of a connection to a database that is not there (or just went away). Inside a
 * request only PostgreSQL is reached without a handler of its own (the payment provider's
 * failures answer PAYMENT_PROVIDER_FAILED), so these name the database.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's messages for a connection that broke or never came up, and TypeORM's for a
 * transaction whose connection broke under it: its query runner gives the connection up on the
 * client's 'error' event (a database shutting down tells every connection so) and the next
 * statement throws QueryRunnerAlreadyReleasedError or, through the transaction's
 * EntityManager, QueryRunnerProviderAlreadyReleasedError; neither keeps the cause. Our
 * transactions never outlive their callback (database/transactions.ts), so in a request either
 * means the database went away.
 */
const GONE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Query runner already released|provided by a query runner was already released/i;

function isUnavailableSqlState(code: string): boolean {
  // 08: connection exception; 57P01-57P05: admin/crash shutdown, cannot connect now, idle timeouts.
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code);
}

/** The error and whatever it wraps (TypeORM's driverError, `cause`, an AggregateError's list). */
function* chainOf(error: unknown, depth = 0): Generator<object> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  yield error;
  const { driverError, cause, errors } = error as {
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  yield* chainOf(driverError, depth + 1);
  yield* chainOf(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chainOf(inner, depth + 1);
}

/**
 * DATABASE_BUSY for a statement, lock or pool wait that ran out of time; DATABASE_UNAVAILABLE
 * for a database that cannot be reached; null for anything else (a bug stays a 500).
 */
export function databaseErrorCode(error: unknown): ErrorCode | null {
  for (const link of chainOf(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (BUSY_SQLSTATES.has(code)) return 'DATABASE_BUSY';
      if (isUnavailableSqlState(code) || NETWORK_CODES.has(code)) return 'DATABASE_UNAVAILABLE';
    }
    if (typeof message === 'string') {
      if (POOL_TIMEOUT.test(message)) return 'DATABASE_BUSY';
      if (GONE_MESSAGES.test(message)) return 'DATABASE_UNAVAILABLE';
    }
  }
  return null;
}
