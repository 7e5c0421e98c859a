import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainException } from '../errors/domain.exception.js';
import { AccessTokensService } from './access-tokens.service.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { userOfRequest } from './bearer-token.js';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Registered globally, so a route is protected unless it says @Public(): it needs a valid access
 * token, whose user becomes `request.user` (read it with @CurrentUser()).
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
    request.user = user;
    return true;
  }
}
