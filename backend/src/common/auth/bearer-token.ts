import type { Request } from 'express';
import type { AccessTokensService } from './access-tokens.service.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

const verified = new WeakMap<Request, Promise<AuthenticatedUser | null>>();

/**
 * The user of a request's Bearer token (null without a valid one), verified once per request:
 * the rate limiter, the concurrency cap and the guard all ask, and a verification is a WebCrypto
 * job. Keyed by the request, so the answer is forgotten with it.
 */
export function userOfRequest(
  tokens: Pick<AccessTokensService, 'verify'>,
  request: Request,
): Promise<AuthenticatedUser | null> {
  let user = verified.get(request);
  if (user === undefined) {
    const token = bearerTokenOf(request);
    user = token === null ? Promise.resolve(null) : tokens.verify(token);
    verified.set(request, user);
  }
  return user;
}

/**
 * For the middleware before the guard (rate limits, the concurrency cap): the user, or null when
 * the token could not be checked at all (a personal access token while the database is out of
 * reach). Such a request goes on as an anonymous one, and the guard, asking `userOfRequest`,
 * answers it with the database's error (503) rather than a bare 500 from Express.
 */
export function checkedUserOfRequest(
  tokens: Pick<AccessTokensService, 'verify'>,
  request: Request,
): Promise<AuthenticatedUser | null> {
  return userOfRequest(tokens, request).catch(() => null);
}
