import type { ErrorCode } from '@app/contracts/common';
import type { FieldErrorDto } from './error-body.js';
import { ERROR_TABLE } from './error-codes.js';

/** A limit the request ran into: shown in the body, and as Retry-After. */
export type ReachedLimit = {
  max: number;
  per: 'hour' | 'day';
  /** When the request can succeed again. */
  retryAt: Date;
  /** Seconds until then, by the clock that decided (the database's), for Retry-After. */
  retryAfterSeconds: number;
};

export type DomainExceptionOptions = {
  /** Shown to API clients; defaults to the code's message in ERROR_TABLE. */
  message?: string;
  fields?: FieldErrorDto[];
  limit?: ReachedLimit;
  /** With VERSION_CONFLICT: the stored copy, as a GET answers it (body `current`). */
  current?: unknown;
};

/**
 * An error the API reports on purpose. It names what went wrong (a code) and nothing about HTTP:
 * the exception filter looks the status up in ERROR_TABLE.
 */
export class DomainException extends Error {
  override readonly name = 'DomainException';
  readonly fields?: FieldErrorDto[];
  readonly limit?: ReachedLimit;
  readonly current?: unknown;

  constructor(
    readonly code: ErrorCode,
    options: DomainExceptionOptions = {},
  ) {
    super(options.message ?? ERROR_TABLE[code].message);
    this.fields = options.fields;
    this.limit = options.limit;
    this.current = options.current;
  }
}
