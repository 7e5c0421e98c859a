import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/**
 * Read by the OpenAPI conventions, which turn it into `security: []` and drop it: Swagger's
 * explorer omits an empty security list, so a public operation could not say so otherwise.
 */
export const PUBLIC_OPERATION_MARKER = 'x-public-operation';

/**
 * Opts one route out of the global authentication guard; every other route requires a user.
 * Method-level only, so a whole controller can never become public by one line, and each public
 * operation is listed in `backend/src/openapi/public-operations.json`.
 */
export const Public = (): MethodDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_OPERATION_MARKER, true));
