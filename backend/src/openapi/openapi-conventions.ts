import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ResponseObject,
  ResponsesObject,
} from '@nestjs/swagger';
import { PUBLIC_OPERATION_MARKER } from '../common/auth/public.decorator.js';

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBodyDto' };
const JSON_TYPE = 'application/json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const errorResponse = (description: string) => ({
  description,
  content: { [JSON_TYPE]: { schema: ERROR_BODY } },
});

/**
 * What express-rate-limit sends (standardHeaders 'draft-8', common/http/rate-limits.ts), and the
 * Retry-After of a refusal. Published once as components and referenced by every 429.
 */
export const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimit: {
    description:
      'The allowance left in the current window (IETF draft-ietf-httpapi-ratelimit-headers-08), ' +
      'e.g. `"600-in-1min"; r=0; t=42`: r requests remain, the window resets in t seconds',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The limit that applies, e.g. `"600-in-1min"; q=600; w=60`',
    schema: { type: 'string' },
  },
};

const rateLimitHeaderRefs = Object.fromEntries(
  Object.keys(RATE_LIMIT_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);

const isJsonBody = (operation: OperationObject) =>
  Object.keys((operation.requestBody as { content?: object } | undefined)?.content ?? {}).some(
    (type) => type === JSON_TYPE || type === 'multipart/form-data',
  );

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
    ...(operation.requestBody === undefined
      ? {}
      : {
          413: errorResponse(
            'The request body is over the route’s limit, for JSON 1 MB (code PAYLOAD_TOO_LARGE)',
          ),
        }),
    ...(isJsonBody(operation)
      ? {
          415: errorResponse(
            'The body is not JSON (`application/json` or `…+json`) in UTF-8 (code ' +
              'UNSUPPORTED_MEDIA_TYPE)',
          ),
        }
      : {}),
    429: errorResponse(
      'Too many requests in a minute (code RATE_LIMITED): wait `Retry-After` seconds',
    ),
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
      operation.responses = errorsAsJson({
        ...standardErrors(operation, isPublic, method),
        ...operation.responses,
      });
      const tooMany = operation.responses[429] as ResponseObject;
      tooMany.headers = { ...rateLimitHeaderRefs, ...tooMany.headers };
    }
  }
  document.components = {
    ...document.components,
    headers: { ...document.components?.headers, ...RATE_LIMIT_HEADERS },
  };
  return document;
}

/**
 * An error is always answered as JSON in the error shape, also by a route that answers a file
 * (a UBL document, a PDF, a logo): `@ApiProduces` would otherwise type its errors as the file.
 */
function errorsAsJson(responses: ResponsesObject): ResponsesObject {
  for (const [status, response] of Object.entries(responses)) {
    const content = response === undefined || '$ref' in response ? undefined : response.content;
    if (Number(status) < 400 || content === undefined || JSON_TYPE in content) continue;
    const [first] = Object.values(content);
    (response as ResponseObject).content = { [JSON_TYPE]: first ?? { schema: ERROR_BODY } };
  }
  return responses;
}
