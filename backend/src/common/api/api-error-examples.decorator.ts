import { ApiResponse } from '@nestjs/swagger';
import type { ErrorCode } from '@app/contracts/common';
import { type FieldErrorDto, ErrorBodyDto, errorBody } from '../errors/error-body.js';
import { ERROR_TABLE } from '../errors/error-codes.js';

export type ErrorExample = { message: string; fields?: FieldErrorDto[] };

/**
 * Documents one error code of a route with example bodies, for errors whose message a client
 * shows (the logo's size and type texts). The bodies are built by errorBody, the function the
 * exception filter answers with, so an example cannot drift from a real response. Use
 * ApiErrorResponses for codes that need no example.
 */
export function ApiErrorExamples(
  code: ErrorCode,
  description: string,
  examples: Record<string, ErrorExample>,
): MethodDecorator {
  return ApiResponse({
    status: ERROR_TABLE[code].status,
    type: ErrorBodyDto,
    description: `${description} (code ${code})`,
    examples: Object.fromEntries(
      Object.entries(examples).map(([name, { message, fields }]) => [
        name,
        { summary: message, value: errorBody(code, message, fields) },
      ]),
    ),
  });
}
