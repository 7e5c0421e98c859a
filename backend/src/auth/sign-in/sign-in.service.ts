import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainException } from '../../common/errors/domain.exception.js';
import { UserEntity } from '../../users/user.entity.js';
import { type IdentityProviderName, UserIdentityEntity } from './user-identity.entity.js';

/** What a provider tells us about the person who signed in. */
export type ProviderProfile = {
  provider: IdentityProviderName;
  /** The provider's immutable key of the account (Google `sub`, Microsoft `tid:oid`). */
  subject: string;
  /** A subject the provider's identities were stored under before; rewritten when found. */
  legacySubject?: string;
  email: string;
  /** Only a verified address may join an existing user or make an admin (nOAuth). */
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
};

/**
 * Finds or creates the user a provider account signs in as, and keeps its profile current.
 *
 * A provider account is known by its subject, never by its address. An address links a new
 * provider account to an existing user only when the provider verified it, and only to a user
 * whose own address was verified: an unverified claim can neither take over an account nor be
 * taken over (a squatter's account the real owner would later be joined to). An unverified
 * address that matches no verified user still gets a user of its own (Microsoft rarely verifies
 * addresses, and its users must be able to sign in), marked unverified: it is not unique, so it
 * never keeps the address's owner out, never grants admin, and nothing links to it by address.
 */
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
    const known = await this.knownUser(manager, profile);
    if (known !== null) {
      if (!known.emailVerified && profile.emailVerified && profile.email === known.email) {
        await this.markVerified(manager, known);
      }
      return known;
    }

    const owner = await users.findOneBy({ email: profile.email, emailVerified: true });
    if (owner !== null && !profile.emailVerified) {
      throw new DomainException('CONFLICT', {
        message:
          'An account with this e-mail address exists; sign in with the provider you used before',
      });
    }
    const user =
      owner ??
      (await users.save(
        users.create({ email: profile.email, emailVerified: profile.emailVerified }),
      ));
    // Concurrent first sign-ins of one account: the primary key keeps one identity row.
    await manager
      .getRepository(UserIdentityEntity)
      .createQueryBuilder()
      .insert()
      .values({ provider: profile.provider, subject: profile.subject, userId: user.id })
      .orIgnore()
      .execute();
    return user;
  }

  /** The user this provider account signed in as before, if any. */
  private async knownUser(
    manager: EntityManager,
    profile: ProviderProfile,
  ): Promise<UserEntity | null> {
    const identities = manager.getRepository(UserIdentityEntity);
    let identity = await identities.findOneBy({
      provider: profile.provider,
      subject: profile.subject,
    });
    if (identity === null && profile.legacySubject !== undefined) {
      identity = await identities.findOneBy({
        provider: profile.provider,
        subject: profile.legacySubject,
      });
      if (identity !== null) {
        await identities.update(
          { provider: profile.provider, subject: profile.legacySubject },
          { subject: profile.subject },
        );
      }
    }
    if (identity === null) return null;
    return manager.getRepository(UserEntity).findOneByOrFail({ id: identity.userId });
  }

  /** The provider now vouches for the user's address, unless a verified user already has it. */
  private async markVerified(manager: EntityManager, user: UserEntity): Promise<void> {
    const [, updated] = (await manager.query(
      `UPDATE users SET email_verified = true
        WHERE id = $1 AND NOT EXISTS (
          SELECT 1 FROM users WHERE email = $2 AND email_verified AND id <> $1)`,
      [user.id, user.email],
    )) as [unknown, number];
    if (updated > 0) user.emailVerified = true;
  }
}
