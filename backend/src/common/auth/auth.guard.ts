import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainException } from '../errors/domain.exception.js';
import { AccessTokensService } from './access-tokens.service.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { userOfRequest } from './bearer-token.js';
import { IS_PUBLIC } from './public.decorator.js';
import { REFUSES_PERSONAL_TOKENS } from './refuse-personal-tokens.decorator.js';

/** What a `read` personal access token may do: look, never touch. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Registered globally, so a route is protected unless it says @Public(): it needs a valid access
 * token (a sign-in's JWT or a personal access token), whose user becomes `request.user` (read it
 * with @CurrentUser()). A personal access token is held to its scope (a `read` token only GETs:
 * 403 TOKEN_SCOPE) and kept off the routes marked @RefusePersonalTokens() (403 TOKEN_NOT_ALLOWED).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.get<boolean | undefined>(IS_PUBLIC, context.getHandler())) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const user = await userOfRequest(this.tokens, request);
    if (user === null) throw new DomainException('UNAUTHENTICATED');
    if (user.personalToken !== undefined) {
      const refused = this.reflector.getAllAndOverride<boolean | undefined>(
        REFUSES_PERSONAL_TOKENS,
        [context.getHandler(), context.getClass()],
      );
      if (refused) throw new DomainException('TOKEN_NOT_ALLOWED');
      if (user.personalToken.scope === 'read' && !READ_METHODS.has(request.method)) {
        throw new DomainException('TOKEN_SCOPE');
      }
    }
    request.user = user;
    return true;
  }
}
