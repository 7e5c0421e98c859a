import type { ErrorCode } from '@app/contracts/common';
import type { FieldErrorDto } from './error-body.js';
import { ERROR_TABLE } from './error-codes.js';

export type DomainExceptionOptions = {
  /** Shown to API clients; defaults to the code's message in ERROR_TABLE. */
  message?: string;
  fields?: FieldErrorDto[];
};

/**
 * An error the API reports on purpose. It names what went wrong (a code) and nothing about HTTP:
 * the exception filter looks the status up in ERROR_TABLE.
 */
export class DomainException extends Error {
  override readonly name = 'DomainException';
  readonly fields?: FieldErrorDto[];

  constructor(
    readonly code: ErrorCode,
    options: DomainExceptionOptions = {},
  ) {
    super(options.message ?? ERROR_TABLE[code].message);
    this.fields = options.fields;
  }
}
