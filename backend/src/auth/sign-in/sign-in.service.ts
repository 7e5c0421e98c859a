import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { type Transaction, Transactions } from '../../database/transactions.js';
import { type UserAccount, UsersService } from '../../users/users.service.js';
import { UserIdentitiesRepository } from './user-identities.repository.js';
import type { IdentityProviderName } from './user-identity.entity.js';

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
  constructor(
    private readonly transactions: Transactions,
    private readonly identities: UserIdentitiesRepository,
    private readonly users: UsersService,
  ) {}

  signIn(profile: ProviderProfile, now = new Date()): Promise<AuthenticatedUser> {
    const email = profile.email.trim().toLowerCase();
    if (email === '') {
      throw new DomainException('FORBIDDEN', {
        message: 'The provider did not share an e-mail address',
      });
    }
    return this.transactions.run(async (tx) => {
      const user = await this.userFor(tx, { ...profile, email });
      await this.users.recordSignIn(tx, user.id, {
        displayName: profile.displayName?.slice(0, 200) ?? user.displayName,
        photoUrl: profile.photoUrl?.startsWith('https://')
          ? profile.photoUrl.slice(0, 2048)
          : user.photoUrl,
        at: now,
      });
      return { id: user.id, email: user.email };
    });
  }

  private async userFor(tx: Transaction, profile: ProviderProfile): Promise<UserAccount> {
    const known = await this.knownUser(tx, profile);
    if (known !== null) {
      if (!known.emailVerified && profile.emailVerified && profile.email === known.email) {
        return this.users.markVerified(tx, known);
      }
      return known;
    }

    const owner = await this.users.verifiedOwnerOf(tx, profile.email);
    if (owner !== null && !profile.emailVerified) {
      throw new DomainException('CONFLICT', {
        message:
          'An account with this e-mail address exists; sign in with the provider you used before',
      });
    }
    const user =
      owner ??
      (await this.users.create(tx, { email: profile.email, emailVerified: profile.emailVerified }));
    await this.identities.in(tx).link(profile.provider, profile.subject, user.id);
    return user;
  }

  /** The user this provider account signed in as before, if any. */
  private async knownUser(tx: Transaction, profile: ProviderProfile): Promise<UserAccount | null> {
    const identities = this.identities.in(tx);
    let userId = await identities.userIdOf(profile.provider, profile.subject);
    if (userId === null && profile.legacySubject !== undefined) {
      userId = await identities.userIdOf(profile.provider, profile.legacySubject);
      if (userId !== null) {
        await identities.renameSubject(profile.provider, profile.legacySubject, profile.subject);
      }
    }
    if (userId === null) return null;
    return this.users.account(tx, userId);
  }
}
