import type { Request } from 'express';
import * as oidc from 'openid-client';
import { type AuthenticateOptions, Strategy as OpenIdStrategy } from 'openid-client/passport';

/**
 * openid-client sends state only to servers without PKCE and a nonce only in implicit flows; we
 * want all three (login CSRF, code interception, ID-token replay). The strategy stores and checks
 * whatever the authorization URL carries.
 */
export class MicrosoftStrategy extends OpenIdStrategy {
  override authorizationRequestParams<T extends AuthenticateOptions>(request: Request, options: T) {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options));
    params.set('state', oidc.randomState());
    params.set('nonce', oidc.randomNonce());
    return params;
  }
}
