import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';

export const REFUSES_PERSONAL_TOKENS = 'refusesPersonalTokens';

/**
 * A route (or every route of a controller) that only a signed-in person may call, never a
 * program with a personal access token: the token routes themselves (a token must not mint or
 * revoke tokens) and the sign-in session. The AuthGuard answers such a request 403
 * TOKEN_NOT_ALLOWED. Admin routes refuse tokens in AdminGuard.
 */
export const RefusePersonalTokens = (): ClassDecorator & MethodDecorator =>
  applyDecorators(
    SetMetadata(REFUSES_PERSONAL_TOKENS, true),
    ApiForbiddenResponse({
      type: ErrorBodyDto,
      description: 'code TOKEN_NOT_ALLOWED: a personal access token cannot be used here',
    }),
  );
