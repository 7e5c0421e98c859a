import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { ScheduleEntity } from './schedule.entity.js';

export type NewSchedule = Omit<
  ScheduleEntity,
  'userId' | 'user' | 'templateInvoice' | 'createdAt' | 'updatedAt' | 'version'
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

/** The list order, newest first, both descending; the id makes a place in it unique. */
const LIST_KEY = ['schedule.created_at', 'schedule.id'] as const;

/**
 * A schedule of a list page, with its creation time as text for the page's cursor and, when
 * asked for, its template invoice's number (null: that invoice is not the owner's or not there).
 */
export type ListedSchedule = {
  schedule: ScheduleEntity;
  createdAtText: string;
  templateInvoiceNumber?: string | null;
};

/** Schedules, always by owner (see OwnedRepository). */
@Injectable()
export class SchedulesRepository extends OwnedRepository<ScheduleEntity> {
  constructor(@InjectRepository(ScheduleEntity) repository: Repository<ScheduleEntity>) {
    super(repository);
  }

  /**
   * One page of the owner's schedules, newest first (`created_at DESC, id DESC`, the order of
   * `schedules_user_list_idx`), `limit + 1` rows to tell whether more follow. With
   * `templateNumbers`, each with its template invoice's number, joined in the same statement
   * (one primary-key lookup per row of the page, never a query per row).
   */
  async page(
    ownerId: string,
    activeOnly: boolean,
    position: PagePosition,
    limit: number,
    templateNumbers = false,
  ): Promise<ListedSchedule[]> {
    const listed = this.listed(ownerId, activeOnly).addSelect(
      timestampKeyText('schedule.created_at'),
      'created_at_text',
    );
    const query = atPosition(
      (templateNumbers
        ? listed
            .leftJoin('schedule.templateInvoice', 'template')
            // The owner check in the value, not the join: the join stays a primary-key lookup
            // per row (joined on the owner too, PostgreSQL reads all the owner's invoices).
            .addSelect(
              'CASE WHEN template.user_id = schedule.user_id THEN template.invoice_number END',
              'template_invoice_number',
            )
        : listed
      )
        .orderBy(LIST_KEY[0], 'DESC')
        .addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      schedule_id: string;
      created_at_text: string;
      template_invoice_number?: string | null;
    }>();
    const rowOf = new Map(raw.map((row) => [row.schedule_id, row]));
    return entities.map((schedule) => {
      const row = rowOf.get(schedule.id)!;
      return {
        schedule,
        createdAtText: row.created_at_text,
        ...(templateNumbers ? { templateInvoiceNumber: row.template_invoice_number ?? null } : {}),
      };
    });
  }

  /** How many schedules `page` lists in all, counted up to `COUNT_CAP + 1`. */
  countListed(ownerId: string, activeOnly: boolean): Promise<number> {
    return countCapped(this.listed(ownerId, activeOnly));
  }

  private listed(ownerId: string, activeOnly: boolean): SelectQueryBuilder<ScheduleEntity> {
    const owned = this.ownedQuery(ownerId, 'schedule');
    return activeOnly ? owned.andWhere('schedule.active') : owned;
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
