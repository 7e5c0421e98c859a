import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainException } from './domain.exception.js';
import type { ErrorBodyDto } from './error-body.js';

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

export function errorBody(
  status: number,
  message: string,
  extra: Partial<ErrorBodyDto> = {},
): ErrorBodyDto {
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...extra };
}

/** Turns every error into the one error shape; unexpected errors become a 500 without details. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    let body: ErrorBodyDto;
    if (exception instanceof DomainException) {
      body = errorBody(exception.getStatus(), messageOf(exception), {
        code: exception.code,
        ...(exception.fields ? { fields: exception.fields } : {}),
      });
    } else if (exception instanceof HttpException) {
      body = errorBody(exception.getStatus(), messageOf(exception));
    } else {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
      body = errorBody(
        HttpStatus.INTERNAL_SERVER_ERROR,
        'Something went wrong on our side. Please try again.',
      );
    }
    response.status(body.statusCode).json(body);
  }
}
