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

/** The one shape of every error response. */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
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
