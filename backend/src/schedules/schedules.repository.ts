import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { ScheduleEntity } from './schedule.entity.js';

export type NewSchedule = Omit<
  ScheduleEntity,
  'userId' | 'user' | 'templateInvoice' | 'createdAt' | 'updatedAt'
>;

/** Schedules, always by owner (see OwnedRepository). */
@Injectable()
export class SchedulesRepository extends OwnedRepository<ScheduleEntity> {
  constructor(@InjectRepository(ScheduleEntity) repository: Repository<ScheduleEntity>) {
    super(repository);
  }

  newestFirst(ownerId: string, activeOnly: boolean): Promise<ScheduleEntity[]> {
    return this.find(ownerId, {
      where: activeOnly ? { active: true } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  /** The owner's schedule whose template is this invoice. */
  findByTemplate(ownerId: string, templateInvoiceId: string): Promise<ScheduleEntity | null> {
    return this.repository.findOneBy({ userId: ownerId, templateInvoiceId });
  }

  /** The owner's schedule, locked until the transaction of `manager` ends. */
  lockOne(manager: EntityManager, ownerId: string, id: string): Promise<ScheduleEntity | null> {
    return manager
      .getRepository(ScheduleEntity)
      .createQueryBuilder('schedule')
      .setLock('pessimistic_write')
      .where('schedule.user_id = :ownerId AND schedule.id = :id', { ownerId, id })
      .getOne();
  }

  /**
   * Inserts, never updates: `save` with a given id would update a row that appeared since the
   * caller looked, possibly another user's. A taken id fails on the primary key instead.
   */
  async insert(
    manager: EntityManager,
    ownerId: string,
    values: NewSchedule,
  ): Promise<ScheduleEntity> {
    const repository = manager.getRepository(ScheduleEntity);
    await repository.insert({ ...values, userId: ownerId });
    return repository.findOneByOrFail({ userId: ownerId, id: values.id });
  }

  /** Ids are global (like invoice ids): a client-made one may already be someone else's. */
  async idTakenByAnotherOwner(
    manager: EntityManager,
    ownerId: string,
    id: string,
  ): Promise<boolean> {
    const row = await manager.getRepository(ScheduleEntity).findOne({
      where: { id },
      select: { id: true, userId: true },
    });
    return row !== null && row.userId !== ownerId;
  }
}
