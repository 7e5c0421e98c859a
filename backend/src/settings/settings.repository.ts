import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { UserSettingsEntity } from './user-settings.entity.js';

/**
 * The settings row of a user, always by owner. There is one row per user (its key is the user
 * id), made on first use.
 */
@Injectable()
export class SettingsRepository {
  constructor(
    @InjectRepository(UserSettingsEntity)
    private readonly repository: Repository<UserSettingsEntity>,
  ) {}

  find(ownerId: string): Promise<UserSettingsEntity | null> {
    return this.repository.findOneBy({ userId: ownerId });
  }

  /**
   * The owner's row, locked until `manager`'s transaction ends (made first if missing). Invoice
   * numbering and settings updates both take this lock, so a counter can never be read twice.
   */
  async lock(manager: EntityManager, ownerId: string): Promise<UserSettingsEntity> {
    const repository = manager.getRepository(UserSettingsEntity);
    await repository.createQueryBuilder().insert().values({ userId: ownerId }).orIgnore().execute();
    return repository
      .createQueryBuilder('settings')
      .setLock('pessimistic_write')
      .where('settings.user_id = :ownerId', { ownerId })
      .getOneOrFail();
  }

  save(manager: EntityManager, entity: UserSettingsEntity): Promise<UserSettingsEntity> {
    return manager.getRepository(UserSettingsEntity).save(entity);
  }
}
