import type { OpenAPIObject, OperationObject, ResponsesObject } from '@nestjs/swagger';
import { PUBLIC_OPERATION_MARKER } from '../common/auth/public.decorator.js';

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBodyDto' };
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});

/** The errors any operation can answer, by what the operation is. Documented ones are kept. */
function standardErrors(
  operation: OperationObject,
  isPublic: boolean,
  method: (typeof HTTP_METHODS)[number],
): ResponsesObject {
  const parameters = operation.parameters ?? [];
  const takesInput = operation.requestBody !== undefined || parameters.length > 0;
  const hasPathParameter = parameters.some((p) => 'in' in p && p.in === 'path');
  return {
    ...(takesInput
      ? { 400: errorResponse('The input is not valid (code VALIDATION_FAILED)') }
      : {}),
    ...(isPublic ? {} : { 401: errorResponse('No valid access token (code UNAUTHENTICATED)') }),
    ...(isPublic || method === 'get' || method === 'head'
      ? {}
      : { 403: errorResponse('A personal access token that may only read (code TOKEN_SCOPE)') }),
    ...(hasPathParameter
      ? { 404: errorResponse('No such resource for this user (code NOT_FOUND)') }
      : {}),
    429: errorResponse('Too many requests (code RATE_LIMITED)'),
    500: errorResponse('Unexpected error, without details (code INTERNAL_ERROR)'),
  };
}

/**
 * Makes every operation state its security (public ones `security: []`, the rest the bearer
 * token) and the error responses every route shares, so the contract never relies on defaults.
 */
export function applyOpenApiConventions(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as
        (OperationObject & { [PUBLIC_OPERATION_MARKER]?: boolean }) | undefined;
      if (operation === undefined) continue;
      const isPublic = operation[PUBLIC_OPERATION_MARKER] === true;
      delete operation[PUBLIC_OPERATION_MARKER];
      operation.security = isPublic ? [] : [{ bearer: [] }];
      operation.responses = {
        ...standardErrors(operation, isPublic, method),
        ...operation.responses,
      };
    }
  }
  return document;
}
