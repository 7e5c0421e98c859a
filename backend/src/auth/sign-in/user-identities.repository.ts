import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { type IdentityProviderName, UserIdentityEntity } from './user-identity.entity.js';

/**
 * Provider accounts and the users they sign in as. Sign-in uses them to find out who the owner
 * is, so no query here can take one: a provider account is looked up by its own key.
 */
@Injectable()
export class UserIdentitiesRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get identities(): Repository<UserIdentityEntity> {
    return this.manager.getRepository(UserIdentityEntity);
  }

  /** The user a provider account signs in as. No owner: this is how the owner is found. */
  async userIdOf(provider: IdentityProviderName, subject: string): Promise<string | null> {
    const identity = await this.identities.findOneBy({ provider, subject });
    return identity?.userId ?? null;
  }

  /** Moves an identity to the provider's current subject. No owner: keyed by the old subject. */
  async renameSubject(
    provider: IdentityProviderName,
    legacySubject: string,
    subject: string,
  ): Promise<void> {
    await this.identities.update({ provider, subject: legacySubject }, { subject });
  }

  /**
   * Links a provider account to a user. Concurrent first sign-ins of one account: the primary
   * key keeps one identity row. No owner: the user it links is the one sign-in just found.
   */
  async link(provider: IdentityProviderName, subject: string, userId: string): Promise<void> {
    await this.identities
      .createQueryBuilder()
      .insert()
      .values({ provider, subject, userId })
      .orIgnore()
      .execute();
  }
}
