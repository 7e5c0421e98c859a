import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccessTokensService } from '../../common/auth/access-tokens.service.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { RevokedSessionsService } from '../../common/auth/revoked-sessions.service.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { UsersService } from '../../users/users.service.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

/** A session never outlives this, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Two tabs may refresh with the same cookie at the same moment; the loser of that race presents
 * a token rotated a moment ago. Within this window that is a race, not a theft: it is refused
 * without ending the session (the browser already holds the winner's new cookie).
 */
export const ROTATION_GRACE_MS = 10 * 1000;

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  user: AuthenticatedUser;
  /** When the session ends however often it is refreshed (the refresh cookie's expiry). */
  familyExpiresAt: Date;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Sign-in sessions: start, rotate on every refresh, revoke a whole family on reuse or logout. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly tokens: RefreshTokensRepository,
    private readonly users: UsersService,
    private readonly accessTokens: AccessTokensService,
    private readonly revokedSessions: RevokedSessionsService,
  ) {}

  async start(user: AuthenticatedUser, now = new Date()): Promise<SessionTokens> {
    const refreshToken = newRefreshToken();
    const familyExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    const familyId = randomUUID();
    await this.tokens.insert({
      tokenHash: hashOf(refreshToken),
      familyId,
      userId: user.id,
      familyExpiresAt,
    });
    return {
      user,
      refreshToken,
      familyExpiresAt,
      accessToken: await this.accessTokens.issue(user, now, familyId),
    };
  }

  /**
   * Trades a refresh token for a new pair. The conditional update lets exactly one of any number
   * of concurrent requests (on any instance) use a token; presenting a token that was already
   * rotated (outside the grace window) or revoked revokes its whole family. A family with any
   * revoked token is over, even for a token a refresh racing the logout added after it.
   */
  async refresh(refreshToken: string, now = new Date()): Promise<SessionTokens> {
    const hash = hashOf(refreshToken);
    const used = await this.tokens.claim(hash, now);
    if (used === undefined) {
      await this.revokeOnReuse(hash, now);
      throw new DomainException('UNAUTHENTICATED', { message: 'The session has ended' });
    }
    const authenticated = await this.users.authenticated(used.userId);
    if (authenticated === null) throw new DomainException('UNAUTHENTICATED');
    const next = newRefreshToken();
    await this.tokens.insert({
      tokenHash: hashOf(next),
      familyId: used.familyId,
      userId: used.userId,
      familyExpiresAt: used.familyExpiresAt,
    });
    return {
      user: authenticated,
      refreshToken: next,
      familyExpiresAt: new Date(used.familyExpiresAt),
      accessToken: await this.accessTokens.issue(authenticated, now, used.familyId),
    };
  }

  private async revokeOnReuse(hash: string, now: Date): Promise<void> {
    const known = await this.tokens.findByHash(hash);
    if (known === null || known.revokedAt !== null) return;
    const withinGrace =
      known.rotatedAt !== null && now.getTime() - known.rotatedAt.getTime() < ROTATION_GRACE_MS;
    if (known.rotatedAt !== null && !withinGrace) await this.revokeFamily(known.familyId, now);
  }

  /**
   * Logout: the token's whole family ends, and with it the family's access tokens (on this
   * instance at once, on the others within seconds). Unknown tokens are ignored (idempotent).
   */
  async end(refreshToken: string, now = new Date()): Promise<void> {
    const known = await this.tokens.findByHash(hashOf(refreshToken));
    if (known !== null) await this.revokeFamily(known.familyId, now);
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.tokens.revokeFamily(familyId, now);
    this.revokedSessions.add(familyId, now);
  }
}
