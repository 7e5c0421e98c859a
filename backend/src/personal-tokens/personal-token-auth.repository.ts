import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { PersonalTokenScope } from '@app/contracts/settings';
import { BoundRepository } from '../database/bound-repository.js';
import { PersonalTokenEntity } from './personal-token.entity.js';

/** A token found by its hash, with what a request made with it needs. */
export type TokenHolder = {
  tokenId: string;
  scope: PersonalTokenScope;
  lastUsedAt: Date | null;
  userId: string;
  email: string;
};

/**
 * Tokens as a request presents them. No owner: the token is how the request names its user, so
 * it is found by the hash of its secret alone (a unique index), like a refresh token at sign-in.
 */
@Injectable()
export class PersonalTokenAuthRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get repository(): Repository<PersonalTokenEntity> {
    return this.manager.getRepository(PersonalTokenEntity);
  }

  /** The token with this hash and its user's address, or null (unknown, revoked, user gone). */
  async findByHash(tokenHash: string): Promise<TokenHolder | null> {
    const token = await this.repository
      .createQueryBuilder('token')
      .innerJoin('token.user', 'user')
      .select(['token.id', 'token.scope', 'token.lastUsedAt', 'token.userId', 'user.email'])
      .where('token.token_hash = :tokenHash', { tokenHash })
      .getOne();
    if (token === null || token.user === undefined) return null;
    return {
      tokenId: token.id,
      scope: token.scope,
      lastUsedAt: token.lastUsedAt,
      userId: token.userId,
      email: token.user.email,
    };
  }

  /**
   * Records a use: at most once a minute per token, by the database's clock, however many
   * instances and requests try at once (a conditional update; the losers change nothing).
   */
  async touch(tokenId: string): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update(PersonalTokenEntity)
      .set({ lastUsedAt: () => 'now()' })
      .where('id = :tokenId', { tokenId })
      .andWhere(`(last_used_at IS NULL OR last_used_at <= now() - interval '1 minute')`)
      .execute();
  }
}
