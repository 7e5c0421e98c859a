import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { parse } from 'yaml';
import { isErrorCode } from '@app/contracts/common';
import { repositoryRoot } from './paths.js';

type Responses = Record<
  string,
  { content?: { 'application/json'?: { schema?: { $ref?: string } } } }
>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

// Read on the first error answered without a code: most files never get one, and parsing the
// contract (some 400 KB of YAML) cost each e2e file about a second of CPU.
let documentedPaths: Paths | undefined;
const documented = (): Paths =>
  (documentedPaths ??= (
    parse(readFileSync(path.join(repositoryRoot, 'openapi.yaml'), 'utf8')) as { paths: Paths }
  ).paths);

/** A status the contract answers with another schema on purpose (the health report's 503). */
function isDocumentedNonError(request: Request, status: number): boolean {
  const route = (request.route as { path?: string } | undefined)?.path;
  if (route === undefined) return false;
  const openApiPath = route.replace(/:(\w+)/g, '{$1}');
  const schema =
    documented()[openApiPath]?.[request.method.toLowerCase()]?.responses[String(status)]?.content?.[
      'application/json'
    ]?.schema?.$ref;
  return schema !== undefined && !schema.endsWith('/ErrorBodyDto');
}

/**
 * Every error the app answers in an e2e test must carry a code from the published ErrorCode
 * enum. createTestApp installs this check on every test app; `after-each-file.ts` fails the test
 * file when anything was recorded.
 */
export const errorContractViolations: string[] = [];

export const checkErrorContract: RequestHandler = (request, response, next) => {
  const json = response.json.bind(response);
  response.json = (body: unknown) => {
    const status = response.statusCode;
    const code = (body as { code?: unknown } | null)?.code;
    if (status >= 400 && !isErrorCode(code) && !isDocumentedNonError(request, status)) {
      errorContractViolations.push(
        `${request.method} ${request.originalUrl} answered ${status} with code ${JSON.stringify(code)}`,
      );
    }
    return json(body);
  };
  next();
};
