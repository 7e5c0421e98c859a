import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { UserSettingsEntity } from './user-settings.entity.js';

/**
 * The settings row of a user, always by owner. There is one row per user (its key is the user
 * id), made on first use.
 */
@Injectable()
export class SettingsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get rows(): Repository<UserSettingsEntity> {
    return this.manager.getRepository(UserSettingsEntity);
  }

  find(ownerId: string): Promise<UserSettingsEntity | null> {
    return this.rows.findOneBy({ userId: ownerId });
  }

  /**
   * The owner's row, locked until the bound transaction ends (made first if missing). Invoice
   * numbering and settings updates both take this lock, so a counter can never be read twice.
   */
  async lock(ownerId: string): Promise<UserSettingsEntity> {
    await this.rows.createQueryBuilder().insert().values({ userId: ownerId }).orIgnore().execute();
    return this.rows
      .createQueryBuilder('settings')
      .setLock('pessimistic_write')
      .where('settings.user_id = :ownerId', { ownerId })
      .getOneOrFail();
  }

  /** Stores a row `lock` answered (so the owner's, and locked), changed. */
  save(entity: UserSettingsEntity): Promise<UserSettingsEntity> {
    return this.rows.save(entity);
  }

  /**
   * Moves the owner's invoice counter; the caller holds the row's lock. Keeps the row's version:
   * the counter only ever grows and a save keeps the larger value, so no save can undo it, and
   * every numbered invoice would otherwise make a device's next settings save a conflict
   * (migration 1765800000000).
   */
  async setLatestInvoiceNumber(ownerId: string, latestInvoiceNumber: number): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ latestInvoiceNumber, version: () => '"version"' })
      .where('user_id = :ownerId', { ownerId })
      .execute();
  }

  /** Moves the owner's credit-note counter, like `setLatestInvoiceNumber` (its own column too). */
  async setLatestCreditNoteNumber(ownerId: string, latestCreditNoteNumber: number): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ latestCreditNoteNumber, version: () => '"version"' })
      .where('user_id = :ownerId', { ownerId })
      .execute();
  }
}
