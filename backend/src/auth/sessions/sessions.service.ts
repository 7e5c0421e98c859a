import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessTokensService } from '../../common/auth/access-tokens.service.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { RevokedSessionsService } from '../../common/auth/revoked-sessions.service.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { UserEntity } from '../../users/user.entity.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accessTokens: AccessTokensService,
    private readonly revokedSessions: RevokedSessionsService,
  ) {}

  private get tokens() {
    return this.dataSource.getRepository(RefreshTokenEntity);
  }

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
    const claimed: RefreshTokenEntity[] = await this.dataSource
      .query(
        `UPDATE refresh_tokens SET rotated_at = $2
        WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL
          AND family_expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM refresh_tokens revoked
                           WHERE revoked.family_id = refresh_tokens.family_id
                             AND revoked.revoked_at IS NOT NULL)
        RETURNING id, family_id AS "familyId", user_id AS "userId",
                  family_expires_at AS "familyExpiresAt"`,
        [hash, now],
      )
      .then(([rows]: [RefreshTokenEntity[]]) => rows);
    const used = claimed[0];
    if (used === undefined) {
      await this.revokeOnReuse(hash, now);
      throw new DomainException('UNAUTHENTICATED', { message: 'The session has ended' });
    }
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: used.userId });
    if (user === null) throw new DomainException('UNAUTHENTICATED');
    const next = newRefreshToken();
    await this.tokens.insert({
      tokenHash: hashOf(next),
      familyId: used.familyId,
      userId: used.userId,
      familyExpiresAt: used.familyExpiresAt,
    });
    const authenticated = { id: user.id, email: user.email };
    return {
      user: authenticated,
      refreshToken: next,
      familyExpiresAt: new Date(used.familyExpiresAt),
      accessToken: await this.accessTokens.issue(authenticated, now, used.familyId),
    };
  }

  private async revokeOnReuse(hash: string, now: Date): Promise<void> {
    const known = await this.tokens.findOneBy({ tokenHash: hash });
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
    const known = await this.tokens.findOneBy({ tokenHash: hashOf(refreshToken) });
    if (known !== null) await this.revokeFamily(known.familyId, now);
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.tokens
      .createQueryBuilder()
      .update()
      .set({ revokedAt: now })
      .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
      .execute();
    this.revokedSessions.add(familyId, now);
  }
}
