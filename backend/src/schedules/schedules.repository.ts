import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { ScheduleEntity } from './schedule.entity.js';

export type NewSchedule = Omit<
  ScheduleEntity,
  'userId' | 'user' | 'templateInvoice' | 'createdAt' | 'updatedAt'
>;

/** Which unique key refused an insert: the template's one schedule, or the (global) id. */
export type ScheduleKey = 'template' | 'id';

const KEY_OF_CONSTRAINT: Record<string, ScheduleKey> = {
  schedules_template_invoice_key: 'template',
  PK_schedules_id: 'id',
};

/** A schedule insert that a unique key refused (a race the callers' locks do not cover). */
export class ScheduleKeyTaken extends Error {
  constructor(readonly key: ScheduleKey) {
    super(`A schedule with this ${key} exists`);
  }
}

const keyTaken = (error: unknown): ScheduleKeyTaken | null => {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  const key =
    driverError.code === '23505' ? KEY_OF_CONSTRAINT[driverError.constraint ?? ''] : undefined;
  return key === undefined ? null : new ScheduleKeyTaken(key);
};

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

  /** The owner's schedule, locked until the bound transaction ends. */
  lockOne(ownerId: string, id: string): Promise<ScheduleEntity | null> {
    return this.ownedQuery(ownerId, 'schedule')
      .setLock('pessimistic_write')
      .andWhere('schedule.id = :id', { id })
      .getOne();
  }

  /**
   * Inserts, never updates: `save` with a given id would update a row that appeared since the
   * caller looked, possibly another user's. A taken id or template throws ScheduleKeyTaken.
   */
  async insert(ownerId: string, values: NewSchedule): Promise<ScheduleEntity> {
    try {
      await this.repository.insert({ ...values, userId: ownerId });
    } catch (error) {
      throw keyTaken(error) ?? error;
    }
    return this.repository.findOneByOrFail({ userId: ownerId, id: values.id });
  }

  /** Stores changed columns of a schedule `lockOne` answered (so the owner's, and locked). */
  saveChanges(stored: ScheduleEntity, changes: Omit<NewSchedule, 'id'>): Promise<ScheduleEntity> {
    return this.repository.save({ ...stored, ...changes });
  }

  /** Ids are global (like invoice ids): a client-made one may already be someone else's. */
  async idTakenByAnotherOwner(ownerId: string, id: string): Promise<boolean> {
    const row = await this.repository.findOne({
      where: { id },
      select: { id: true, userId: true },
    });
    return row !== null && row.userId !== ownerId;
  }
}
