import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';

/** The row a refresh claimed: the family it continues. */
export type ClaimedRefreshToken = Pick<
  RefreshTokenEntity,
  'id' | 'familyId' | 'userId' | 'familyExpiresAt'
>;

/**
 * Refresh tokens, found by their hash. The token is the credential that names the user, so no
 * query here takes an owner: each finds out whose session a presented token belongs to, or
 * acts on a family found that way.
 */
@Injectable()
export class RefreshTokensRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get tokens(): Repository<RefreshTokenEntity> {
    return this.manager.getRepository(RefreshTokenEntity);
  }

  /** Stores a new token of a family. No owner to check: the session creating it names the user. */
  async insert(
    token: Pick<RefreshTokenEntity, 'tokenHash' | 'familyId' | 'userId' | 'familyExpiresAt'>,
  ): Promise<void> {
    await this.tokens.insert(token);
  }

  /**
   * Marks the token rotated if it is usable: one conditional update, so exactly one of any
   * number of concurrent refreshes (on any instance) gets the row. A family with any revoked
   * token is over, even for a token a refresh racing the logout added after it. No owner: the
   * hash is what identifies the session.
   */
  async claim(tokenHash: string, now: Date): Promise<ClaimedRefreshToken | undefined> {
    const [rows] = (await this.manager.query(
      `UPDATE refresh_tokens SET rotated_at = $2
        WHERE token_hash = $1 AND rotated_at IS NULL AND revoked_at IS NULL
          AND family_expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM refresh_tokens revoked
                           WHERE revoked.family_id = refresh_tokens.family_id
                             AND revoked.revoked_at IS NOT NULL)
        RETURNING id, family_id AS "familyId", user_id AS "userId",
                  family_expires_at AS "familyExpiresAt"`,
      [tokenHash, now],
    )) as [ClaimedRefreshToken[], number];
    return rows[0];
  }

  /** The stored token with this hash. No owner: the hash is what identifies the session. */
  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** Ends every token of the family. No owner: the family was found by one of its tokens. */
  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.tokens
      .createQueryBuilder()
      .update()
      .set({ revokedAt: now })
      .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
      .execute();
  }
}
