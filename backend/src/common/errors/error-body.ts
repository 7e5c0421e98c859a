import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { ERROR_CODES, type ErrorCode } from '@app/contracts/common';
import { ERROR_TABLE } from './error-codes.js';

export class FieldErrorDto {
  @ApiProperty({ example: 'items.0.price', description: 'Dotted path of the offending field' })
  field!: string;

  @ApiProperty({ example: 'must be a string' })
  message!: string;
}

/** A limit the request ran into; the same moment is in the Retry-After header. */
export class ErrorLimitDto {
  @ApiProperty({
    type: 'integer',
    example: 50,
    description: 'How many the limit allows per period',
  })
  max!: number;

  @ApiProperty({ enum: ['hour', 'day'], example: 'hour' })
  per!: 'hour' | 'day';

  @ApiProperty({
    example: '2026-11-24T14:05:00.000Z',
    description: 'When the request can succeed again (ISO 8601, UTC)',
  })
  retryAt!: string;
}

/** The one shape of every error response. */
export class ErrorBodyDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Validation failed' })
  message!: string;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code: switch on this, never on the message',
  })
  code!: ErrorCode;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  fields?: FieldErrorDto[];

  @ApiPropertyOptional({ type: ErrorLimitDto, description: 'With EMAIL_LIMIT_REACHED' })
  limit?: ErrorLimitDto;
}

/** Builds the error body for a code; the status comes from ERROR_TABLE. */
export function errorBody(
  code: ErrorCode,
  message: string = ERROR_TABLE[code].message,
  fields?: FieldErrorDto[],
  status: number = ERROR_TABLE[code].status,
): ErrorBodyDto {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    code,
    ...(fields ? { fields } : {}),
  };
}
