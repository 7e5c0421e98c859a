import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ErrorCode } from '@app/contracts/common';
import { ErrorBodyDto } from '../errors/error-body.js';
import { ERROR_TABLE } from '../errors/error-codes.js';

/**
 * Documents the errors a route answers beyond the shared ones (openapi-conventions.ts adds 400,
 * 401, 404, 429 and 500 where they apply), by code: the status comes from ERROR_TABLE.
 */
export function ApiErrorResponses(...codes: ErrorCode[]): MethodDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_TABLE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus].map(([status, shared]) =>
      ApiResponse({ status, type: ErrorBodyDto, description: `code ${shared.join(' or ')}` }),
    ),
  );
}
