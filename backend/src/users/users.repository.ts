import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { UserEntity } from './user.entity.js';

/**
 * A user's own row, by the user's id: in the users table the row is its owner, so the id plays
 * the owner's part (OwnedRepository's owner-first rule). Sign-in's lookups, which do not know the
 * user yet, are SignInUsersRepository's.
 */
@Injectable()
export class UsersRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get users(): Repository<UserEntity> {
    return this.manager.getRepository(UserEntity);
  }

  findOne(userId: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id: userId });
  }

  /** Writes last_active_at unless it is already within a minute of `at`, so instances never race. */
  async touch(userId: string, at: Date): Promise<void> {
    await this.manager.query(
      `UPDATE users SET last_active_at = $2 WHERE id = $1
         AND (last_active_at IS NULL OR last_active_at < $2::timestamptz - interval '1 minute')`,
      [userId, at],
    );
  }

  /** The profile the provider shows now, and the moment of this sign-in. */
  async recordSignIn(
    userId: string,
    changes: Pick<UserEntity, 'displayName' | 'photoUrl' | 'lastActiveAt'>,
  ): Promise<void> {
    await this.users.update({ id: userId }, changes);
  }
}
