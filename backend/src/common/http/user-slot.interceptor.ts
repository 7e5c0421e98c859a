import { Readable } from 'node:stream';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { releaseUserSlot } from './user-concurrency.js';

/**
 * Whether the route is done with the database once it has this answer: a value Nest is about to
 * serialise. Not a file or stream (an export reads its rows while it streams), and not
 * `undefined`, which is also what a route answering through `@Res()` itself returns.
 */
function isFinishedAnswer(answer: unknown): boolean {
  return (
    answer !== undefined && !(answer instanceof StreamableFile) && !(answer instanceof Readable)
  );
}

/**
 * Gives the per-user concurrency slot (user-concurrency.ts) back as soon as a route's answer is
 * made, so only the database work holds one. Registered in app.setup.ts, inside the global
 * interceptors registered as providers and outside every route's own: each of those (ETag,
 * idempotency) has done its work by then. An error answer keeps its slot until it is sent.
 */
@Injectable()
export class UserSlotInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      tap((answer) => {
        if (isFinishedAnswer(answer)) releaseUserSlot(request);
      }),
    );
  }
}
