import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { UserEntity } from './user.entity.js';

/**
 * Sign-in's queries on the users table. They run before anyone is signed in, to find out who
 * the owner is, so none can take an owner: each says what it looks across users for.
 */
@Injectable()
export class SignInUsersRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get users(): Repository<UserEntity> {
    return this.manager.getRepository(UserEntity);
  }

  /**
   * The user who owns a verified address. No owner: a new provider account is joined to the
   * owner of its verified address, whoever that is.
   */
  findVerifiedByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email, emailVerified: true });
  }

  /** A new user. No owner: this row becomes one. */
  create(values: Pick<UserEntity, 'email' | 'emailVerified'>): Promise<UserEntity> {
    return this.users.save(this.users.create(values));
  }

  /**
   * Marks the user's address verified, unless a verified user already has it; true when it did.
   * No owner for the check: it must see every other user's address.
   */
  async markVerified(userId: string, email: string): Promise<boolean> {
    const [, updated] = (await this.manager.query(
      `UPDATE users SET email_verified = true
        WHERE id = $1 AND NOT EXISTS (
          SELECT 1 FROM users WHERE email = $2 AND email_verified AND id <> $1)`,
      [userId, email],
    )) as [unknown, number];
    return updated > 0;
  }
}
