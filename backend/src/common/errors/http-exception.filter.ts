import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { DomainException } from './domain.exception.js';
import { type ErrorBodyDto, errorBody } from './error-body.js';
import { databaseErrorCode, RETRY_AFTER_SECONDS } from './database-errors.js';
import { codeForStatus, ERROR_TABLE } from './error-codes.js';

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** The error body; a version conflict adds the stored copy as `current`. */
function bodyOf(exception: unknown): (ErrorBodyDto & { current?: unknown }) | null {
  if (exception instanceof DomainException) {
    const body = errorBody(exception.code, exception.message, exception.fields);
    const { limit, current } = exception;
    if (current !== undefined) return { ...body, current };
    if (limit === undefined) return body;
    return {
      ...body,
      limit: { max: limit.max, per: limit.per, retryAt: limit.retryAt.toISOString() },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Nest and libraries (the router's 404, the throttler's 429) raise bare statuses.
    const code = codeForStatus(status);
    return errorBody(
      code,
      status >= 500 ? ERROR_TABLE[code].message : messageOf(exception),
      undefined,
      status,
    );
  }
  const databaseCode = databaseErrorCode(exception);
  return databaseCode === null ? null : errorBody(databaseCode);
}

/** Turns every error into the one error shape; unexpected errors become a 500 without details. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    let body = bodyOf(exception);
    if (body === null) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
      body = errorBody('INTERNAL_ERROR');
    } else if (body.code === 'DATABASE_BUSY' || body.code === 'DATABASE_UNAVAILABLE') {
      // A database that timed out or went away: worth a line, not a stack trace per request.
      this.logger.warn(`${body.code}: ${exception instanceof Error ? exception.message : ''}`);
    }
    if (exception instanceof DomainException && exception.limit !== undefined) {
      response.setHeader('Retry-After', String(exception.limit.retryAfterSeconds));
    } else if (RETRY_AFTER_SECONDS[body.code] !== undefined) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS[body.code]));
    }
    response.status(body.statusCode).json(body);
  }
}
