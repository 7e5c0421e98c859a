import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { Transaction } from '../database/transactions.js';
import { SignInUsersRepository } from './sign-in-users.repository.js';
import type { UserEntity } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

export type Me = {
  id: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  isAdmin: boolean;
};

/** A user as sign-in sees it (other modules never see the entity). */
export type UserAccount = {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
};

/** "Active today" needs minutes, not milliseconds: one write per user per minute at most. */
const ACTIVITY_RESOLUTION_MS = 60 * 1000;

const toAccount = (user: UserEntity): UserAccount => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  displayName: user.displayName,
  photoUrl: user.photoUrl,
});

@Injectable()
export class UsersService {
  private readonly lastTouched = new Map<string, number>();

  constructor(
    private readonly users: UsersRepository,
    private readonly signInUsers: SignInUsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The flag an operator set, or an address in ADMIN_EMAILS that a provider verified: anyone can
   * type an address into an account that does not verify it.
   */
  isAdmin(user: { email: string; emailVerified: boolean; isAdmin: boolean }): boolean {
    return (
      user.isAdmin ||
      (user.emailVerified && this.config.adminEmails.includes(user.email.toLowerCase()))
    );
  }

  private toMe(user: UserEntity): Me {
    return {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      isAdmin: this.isAdmin(user),
    };
  }

  async me(userId: string): Promise<Me> {
    const user = await this.users.findOne(userId);
    // A valid token of a deleted user: the session is over.
    if (user === null) throw new DomainException('UNAUTHENTICATED');
    return this.toMe(user);
  }

  /** Who a session of `userId` acts for, or null when the user no longer exists. */
  async authenticated(userId: string): Promise<AuthenticatedUser | null> {
    const user = await this.users.findOne(userId);
    return user === null ? null : { id: user.id, email: user.email };
  }

  /** The user's address: the reply-to of the invoices they e-mail. Throws when the user is gone. */
  async emailOf(userId: string): Promise<string> {
    const user = await this.users.findOne(userId);
    if (user === null) throw new Error(`The user ${userId} does not exist`);
    return user.email;
  }

  /**
   * Keeps last_active_at current; the conditional update makes concurrent instances harmless.
   * Null when this instance recorded the user within the resolution: nothing to write or wait for.
   */
  touch(userId: string, now = Date.now()): Promise<void> | null {
    if (now - (this.lastTouched.get(userId) ?? 0) < ACTIVITY_RESOLUTION_MS) return null;
    this.lastTouched.set(userId, now);
    if (this.lastTouched.size > 10_000) this.lastTouched.clear();
    return this.users.touch(userId, new Date(now));
  }

  // Sign-in's steps, each in the sign-in's transaction (auth/sign-in/sign-in.service.ts).

  /** The user an identity of theirs points at (the foreign key guarantees one). */
  async account(tx: Transaction, userId: string): Promise<UserAccount> {
    const user = await this.users.in(tx).findOne(userId);
    if (user === null) throw new Error(`The user ${userId} of an identity does not exist`);
    return toAccount(user);
  }

  /** The user whose verified address this is, if any. */
  async verifiedOwnerOf(tx: Transaction, email: string): Promise<UserAccount | null> {
    const user = await this.signInUsers.in(tx).findVerifiedByEmail(email);
    return user === null ? null : toAccount(user);
  }

  async create(
    tx: Transaction,
    values: Pick<UserAccount, 'email' | 'emailVerified'>,
  ): Promise<UserAccount> {
    return toAccount(await this.signInUsers.in(tx).create(values));
  }

  /** A provider vouches for the address: verified, unless a verified user already has it. */
  async markVerified(tx: Transaction, account: UserAccount): Promise<UserAccount> {
    const verified = await this.signInUsers.in(tx).markVerified(account.id, account.email);
    return verified ? { ...account, emailVerified: true } : account;
  }

  async recordSignIn(
    tx: Transaction,
    userId: string,
    profile: { displayName: string | null; photoUrl: string | null; at: Date },
  ): Promise<void> {
    await this.users.in(tx).recordSignIn(userId, {
      displayName: profile.displayName,
      photoUrl: profile.photoUrl,
      lastActiveAt: profile.at,
    });
  }
}
