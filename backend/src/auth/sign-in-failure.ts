import * as oidc from 'openid-client';
import { DomainException } from '../common/errors/domain.exception.js';
import type { SignInErrorKind } from './popup-result-page.js';

/** A sign-in that ended without a profile, for a reason the browser may be told. */
export class SignInFailed extends Error {
  constructor(readonly kind: SignInErrorKind) {
    super(kind);
  }
}

/** What the browser is told about a failed sign-in: a kind, never the error itself. */
export function failureKind(error: unknown): SignInErrorKind {
  if (error instanceof SignInFailed) return error.kind;
  if (error instanceof DomainException && error.code === 'CONFLICT') return 'account-exists';
  // openid-client throws (rather than failing) when the callback's state, issuer or code do not
  // belong to the authorization request this browser started.
  if (error instanceof oidc.ClientError && error.code === 'OAUTH_INVALID_RESPONSE') {
    return 'invalid-state';
  }
  return 'internal-error';
}
