import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainException } from '../errors/domain.exception.js';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Registered globally, so a route is protected unless it says @Public(). Until sign-in exists
 * no request carries a verified user, so every protected route answers 401.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.get<boolean | undefined>(IS_PUBLIC, context.getHandler());
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<{ user?: unknown }>();
    if (request.user) return true;
    throw new DomainException('UNAUTHENTICATED');
  }
}
