import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { from, type Observable, switchMap } from 'rxjs';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { UsersService } from './users.service.js';

/** Records that a signed-in user is active (for the admin area's "active today"). */
@Injectable()
export class UserActivityInterceptor implements NestInterceptor {
  constructor(private readonly users: UsersService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (user === undefined) return next.handle();
    const written = this.users.touch(user.id);
    // Most requests have nothing to write: they pass straight on, without an Observable more.
    if (written === null) return next.handle();
    // Awaited (it writes at most once a minute per user) so no write outlives its request;
    // activity is a statistic, never a reason to fail the request.
    return from(written.catch(() => undefined)).pipe(switchMap(() => next.handle()));
  }
}
