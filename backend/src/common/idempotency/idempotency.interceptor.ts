import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, mergeMap, type Observable, of } from 'rxjs';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { parseIdempotencyKey, requestFingerprint } from './idempotency-request.js';
import { type IdempotentAnswer, IdempotencyService } from './idempotency.service.js';

/** The answer's headers a replay repeats (by lower-case name). */
const REPLAYED_HEADERS = ['etag', 'location', 'content-type'] as const;

export const REPLAYED_HEADER = 'Idempotent-Replayed';

function answerOf(response: Response, body: unknown): IdempotentAnswer {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = response.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return {
    statusCode: response.statusCode,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  };
}

/**
 * Honours `Idempotency-Key` on the route (see `Idempotent`): without the header the request runs
 * as always; with it, once per user and key. It runs outside the route's other interceptors, so
 * what it stores is what they made of the answer (the ETag included).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthenticatedUser }>();
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    // Guarded routes always have a user; without one there is nobody to keep the key for.
    if (key === undefined || request.user === undefined) return next.handle();
    const response = http.getResponse<Response>();
    const outcome = await this.idempotency.begin(
      request.user.id,
      key,
      requestFingerprint(request.method, request.originalUrl, request.body),
    );
    if (outcome.kind === 'replay') {
      const { statusCode, headers, body } = outcome.answer;
      response.status(statusCode);
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.setHeader(REPLAYED_HEADER, 'true');
      return of(body === null ? undefined : (JSON.parse(body) as unknown));
    }
    const { claim } = outcome;
    return next.handle().pipe(
      catchError(async (error: unknown) => {
        await this.idempotency.release(claim);
        throw error;
      }),
      mergeMap(async (body: unknown) => {
        await this.idempotency.complete(claim, answerOf(response, body));
        return body;
      }),
    );
  }
}
