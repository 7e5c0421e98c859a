import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainException } from '../../common/errors/domain.exception.js';
import { UserEntity } from '../../users/user.entity.js';
import { type IdentityProviderName, UserIdentityEntity } from './user-identity.entity.js';

/** What a provider tells us about the person who signed in. */
export type ProviderProfile = {
  provider: IdentityProviderName;
  subject: string;
  email: string;
  /** Only a verified address may join an existing user of that address (nOAuth). */
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
};

/** Finds or creates the user a provider account signs in as, and keeps its profile current. */
@Injectable()
export class SignInService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  signIn(profile: ProviderProfile, now = new Date()): Promise<UserEntity> {
    const email = profile.email.trim().toLowerCase();
    if (email === '') {
      throw new DomainException('FORBIDDEN', {
        message: 'The provider did not share an e-mail address',
      });
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await this.userFor(manager, { ...profile, email });
      user.displayName = profile.displayName?.slice(0, 200) ?? user.displayName;
      user.photoUrl = profile.photoUrl?.startsWith('https://')
        ? profile.photoUrl.slice(0, 2048)
        : user.photoUrl;
      user.lastActiveAt = now;
      return manager.save(user);
    });
  }

  private async userFor(manager: EntityManager, profile: ProviderProfile): Promise<UserEntity> {
    const users = manager.getRepository(UserEntity);
    const identities = manager.getRepository(UserIdentityEntity);
    const identity = await identities.findOneBy({
      provider: profile.provider,
      subject: profile.subject,
    });
    if (identity !== null) return users.findOneByOrFail({ id: identity.userId });

    const existing = await users.findOneBy({ email: profile.email });
    if (existing !== null && !profile.emailVerified) {
      throw new DomainException('CONFLICT', {
        message:
          'An account with this e-mail address exists; sign in with the provider you used before',
      });
    }
    const user = existing ?? (await users.save(users.create({ email: profile.email })));
    // Concurrent first sign-ins of one account: the primary key keeps one identity row.
    await identities
      .createQueryBuilder()
      .insert()
      .values({ provider: profile.provider, subject: profile.subject, userId: user.id })
      .orIgnore()
      .execute();
    return user;
  }
}
