import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrorDto } from './error-body.js';

/**
 * An error the API reports on purpose. Services throw these (or Nest's HttpExceptions); the
 * exception filter turns every error into the same body shape.
 */
export class DomainException extends HttpException {
  constructor(
    readonly code: string,
    message: string,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly fields?: FieldErrorDto[],
  ) {
    super(message, status);
  }
}
