import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { UserEntity } from './user.entity.js';

export type Me = {
  id: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  isAdmin: boolean;
};

/** "Active today" needs minutes, not milliseconds: one write per user per minute at most. */
const ACTIVITY_RESOLUTION_MS = 60 * 1000;

@Injectable()
export class UsersService {
  private readonly lastTouched = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The flag an operator set, or an address in ADMIN_EMAILS that a provider verified: anyone can
   * type an address into an account that does not verify it.
   */
  isAdmin(user: Pick<UserEntity, 'email' | 'emailVerified' | 'isAdmin'>): boolean {
    return (
      user.isAdmin ||
      (user.emailVerified && this.config.adminEmails.includes(user.email.toLowerCase()))
    );
  }

  toMe(user: UserEntity): Me {
    return {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      isAdmin: this.isAdmin(user),
    };
  }

  async me(userId: string): Promise<Me> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    // A valid token of a deleted user: the session is over.
    if (user === null) throw new DomainException('UNAUTHENTICATED');
    return this.toMe(user);
  }

  /** Keeps last_active_at current; the conditional update makes concurrent instances harmless. */
  async touch(userId: string, now = Date.now()): Promise<void> {
    if (now - (this.lastTouched.get(userId) ?? 0) < ACTIVITY_RESOLUTION_MS) return;
    this.lastTouched.set(userId, now);
    if (this.lastTouched.size > 10_000) this.lastTouched.clear();
    await this.dataSource.query(
      `UPDATE users SET last_active_at = $2 WHERE id = $1
         AND (last_active_at IS NULL OR last_active_at < $2::timestamptz - interval '1 minute')`,
      [userId, new Date(now)],
    );
  }
}
