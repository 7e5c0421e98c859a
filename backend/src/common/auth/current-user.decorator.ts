import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainException } from '../errors/domain.exception.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/**
 * The signed-in user of a guarded route. Services take its id as their first argument, so every
 * query names its owner (see OwnedRepository).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    // Only reachable on a @Public() route, which has no user to give.
    if (user === undefined) throw new DomainException('UNAUTHENTICATED');
    return user;
  },
);
