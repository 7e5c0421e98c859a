import {
  applyDecorators,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { DomainException } from '../errors/domain.exception.js';
import { etagOf, type VersionCondition } from './version-condition.js';

/** One entity tag: `"3"`, or `W/"3"` (a proxy that compresses may weaken it; same version). */
const ENTITY_TAG = /^(?:W\/)?"(\d{1,15})"$/;

const malformed = () =>
  new DomainException('VALIDATION_FAILED', {
    message: 'If-Match must be * or entity tags such as "3" (the ETag a GET answered)',
    fields: [{ field: 'If-Match', message: 'must be * or entity tags such as "3"' }],
  });

/**
 * Reads an `If-Match` header (RFC 9110 §13.1.1): absent or empty is no condition; `*` asks for
 * any stored version; otherwise a comma-separated list of entity tags, each naming a version.
 * Anything else is a 400 naming the header.
 */
export function parseIfMatch(header: string | string[] | undefined): VersionCondition | undefined {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim();
  if (text === '') return undefined;
  if (text === '*') return { anyVersion: true };
  const versions = text.split(',').map((tag) => {
    const match = ENTITY_TAG.exec(tag.trim());
    if (match === null) throw malformed();
    return Number(match[1]);
  });
  return { versions };
}

/** The request's If-Match as a VersionCondition (undefined without one). */
export const IfMatch = createParamDecorator(
  (_data: unknown, context: ExecutionContext): VersionCondition | undefined =>
    parseIfMatch(context.switchToHttp().getRequest<Request>().headers['if-match']),
);

/** Sets `ETag` from the answer's `version`, when it has one. */
@Injectable()
export class ETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((answer: unknown) => {
        const version = (answer as { version?: unknown } | null | undefined)?.version;
        if (typeof version === 'number') response.setHeader('ETag', etagOf(version));
        return answer;
      }),
    );
  }
}

/** A route answering one versioned resource: its answer's version becomes the `ETag` header. */
export const AnswersETag = (): MethodDecorator & ClassDecorator => UseInterceptors(ETagInterceptor);

/**
 * A change that honours `If-Match`: the header is documented, and the 412 with the stored copy
 * (`conflict`: the resource's conflict body, an ErrorBodyDto with `current`).
 */
export function ChecksIfMatch(conflict: new () => object, what: string): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: `Only change the ${what} when its stored version is this one: the ETag of the GET (or the last change) it was made from, e.g. "3", or * for any. A stale version answers 412 VERSION_CONFLICT with the stored copy and changes nothing. Without it the change is made whatever the stored version (docs/data-api.md "Versions and conflicts").`,
      schema: { type: 'string', example: '"3"' },
    }),
    ApiResponse({
      status: 412,
      type: conflict,
      description: `code VERSION_CONFLICT: the ${what} changed since the version in If-Match; \`current\` is the stored copy, nothing was changed`,
    }),
  );
}
