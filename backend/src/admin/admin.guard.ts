import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { UsersService } from '../users/users.service.js';

/**
 * Admin routes (spec §6): decided on the server, on every request, from the database and
 * ADMIN_EMAILS as they are now, never from the token (a demoted admin loses access at once).
 * Runs after the global AuthGuard: signed out is 401 there, signed in but not admin is 403 here.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    if (user === undefined) throw new DomainException('UNAUTHENTICATED');
    // An admin acts in person: a personal access token never opens the admin area, even its own.
    if (user.personalToken !== undefined) throw new DomainException('TOKEN_NOT_ALLOWED');
    if (!(await this.users.me(user.id)).isAdmin) throw new DomainException('FORBIDDEN');
    return true;
  }
}
