import { Injectable } from '@nestjs/common';
import { generateId, nextInvoiceDate, type ApiSchedule } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';
import { checkVersion, type VersionCondition } from '../common/versions/version-condition.js';
import { Clock } from '../common/time/clock.js';
import { Transactions, type Transaction } from '../database/transactions.js';
import { InvoiceScheduleLinksService } from '../invoices/invoice-schedule-links.service.js';
import type { CreateScheduleDto, UpdateScheduleDto } from './dto/save-schedule.dto.js';
import { toApiSchedule } from './schedule-mapper.js';
import { fieldsOfInput, scheduleFieldErrors, type ScheduleFields } from './schedule-rules.js';
import { ScheduleKeyTaken, SchedulesRepository } from './schedules.repository.js';

export type SaveScheduleResult = { schedule: ApiSchedule; created: boolean };

const field = (name: string, message: string) => ({ fields: [{ field: name, message }] });

const TEMPLATE_TAKEN = () =>
  new DomainException('CONFLICT', {
    message: 'This invoice already has a schedule; change that one instead',
    ...field('templateInvoiceId', 'already has a schedule'),
  });

const ID_TAKEN = () =>
  new DomainException('CONFLICT', {
    message: 'This schedule id is already in use; send the schedule without an id or a new one',
    ...field('id', 'is already in use'),
  });

/**
 * Creating, changing and deleting schedules, each in one transaction that also keeps the
 * template invoice's `schedule_id` in step. Locks are taken invoices first, then schedules,
 * the order an invoice save and an invoice delete (its cascade) take them in.
 */
@Injectable()
export class ScheduleWriterService {
  constructor(
    private readonly transactions: Transactions,
    private readonly schedules: SchedulesRepository,
    private readonly invoiceLinks: InvoiceScheduleLinksService,
    private readonly clock: Clock,
  ) {}

  /**
   * Saves a new schedule for one of the caller's invoices. Repeating a create with an id the
   * caller already stored answers the stored schedule unchanged (an offline replay).
   */
  async create(ownerId: string, input: CreateScheduleDto): Promise<SaveScheduleResult> {
    try {
      return await this.transactions.run((tx) => this.createIn(tx, ownerId, input));
    } catch (error) {
      // Backstops for races the locks below do not cover (the same id sent for two templates).
      if (!(error instanceof ScheduleKeyTaken)) throw error;
      if (error.key === 'template') throw TEMPLATE_TAKEN();
      if (input.id !== undefined) {
        const stored = await this.schedules.findOne(ownerId, input.id);
        if (stored === null) throw ID_TAKEN();
        return { schedule: toApiSchedule(stored), created: false };
      }
      throw error;
    }
  }

  private async createIn(
    tx: Transaction,
    ownerId: string,
    input: CreateScheduleDto,
  ): Promise<SaveScheduleResult> {
    // The template's lock makes concurrent creates for one invoice (a replay racing its
    // original) take turns, so the second finds the first.
    const templateId = input.templateInvoiceId;
    const templateType = await this.invoiceLinks.lock(tx, ownerId, templateId);
    const schedules = this.schedules.in(tx);
    if (input.id !== undefined) {
      const stored = await schedules.findOne(ownerId, input.id);
      if (stored !== null) return { schedule: toApiSchedule(stored), created: false };
      if (await schedules.idTakenByAnotherOwner(ownerId, input.id)) throw ID_TAKEN();
    }
    if (templateType === null) {
      // Another user's invoice answers exactly like a missing one.
      throw new DomainException(
        'VALIDATION_FAILED',
        field('templateInvoiceId', 'is not one of your invoices'),
      );
    }
    // A schedule repeats an invoice; a credit note corrects one and is never repeated.
    if (templateType === 'credit_note') {
      throw new DomainException(
        'VALIDATION_FAILED',
        field('templateInvoiceId', 'is a credit note: only an invoice can be repeated'),
      );
    }
    const fields = this.checked(fieldsOfInput(input));
    if ((await schedules.findByTemplate(ownerId, templateId)) !== null) throw TEMPLATE_TAKEN();
    const entity = await schedules.insert(ownerId, {
      id: input.id ?? generateId(),
      ...this.columns(fields, null),
    });
    await this.invoiceLinks.link(tx, ownerId, templateId, entity.id);
    return { schedule: toApiSchedule(entity), created: true };
  }

  /**
   * Replaces the stored schedule's fields, checks the whole and recomputes its next date.
   * With a version condition (If-Match), only the version it names, compared under the lock.
   */
  async update(
    ownerId: string,
    id: string,
    changes: UpdateScheduleDto,
    condition?: VersionCondition,
  ): Promise<ApiSchedule> {
    if (changes.id !== undefined && changes.id !== id) {
      throw new DomainException('VALIDATION_FAILED', field('id', 'must be the id in the path'));
    }
    return this.transactions.run(async (tx) => {
      const schedules = this.schedules.in(tx);
      const stored = await schedules.lockOne(ownerId, id);
      if (stored === null) throw new DomainException('NOT_FOUND');
      checkVersion(condition, stored.version, () => toApiSchedule(stored));
      // A replacement: what the body leaves out is what a create would make of it.
      const fields = this.checked(
        fieldsOfInput({
          templateInvoiceId: changes.templateInvoiceId ?? stored.templateInvoiceId,
          type: changes.type,
          dayOfMonth: changes.dayOfMonth,
          startDate: changes.startDate,
          endDate: changes.endDate,
          active: changes.active,
        }),
      );
      if (fields.templateInvoiceId !== stored.templateInvoiceId) {
        throw new DomainException(
          'VALIDATION_FAILED',
          field(
            'templateInvoiceId',
            'cannot change: delete this schedule and create one for the other invoice',
          ),
        );
      }
      const saved = await schedules.saveChanges(
        stored,
        this.columns(fields, stored.lastGeneratedDate),
      );
      return toApiSchedule(saved);
    });
  }

  /**
   * Deletes the schedule and unlinks its template and the invoices it generated; with a version
   * condition (If-Match) only the version it names, compared under the schedule's lock.
   */
  async delete(ownerId: string, id: string, condition?: VersionCondition): Promise<void> {
    const schedule = await this.schedules.get(ownerId, id);
    await this.transactions.run(async (tx) => {
      await this.invoiceLinks.lock(tx, ownerId, schedule.templateInvoiceId);
      if (condition !== undefined) {
        const stored = await this.schedules.in(tx).lockOne(ownerId, id);
        if (stored === null) throw new DomainException('NOT_FOUND');
        checkVersion(condition, stored.version, () => toApiSchedule(stored));
      }
      await this.invoiceLinks.unlink(tx, ownerId, id);
      await this.schedules.in(tx).delete(ownerId, id);
    });
  }

  private checked(fields: ScheduleFields): ScheduleFields {
    const errors = scheduleFieldErrors(fields);
    if (errors.length > 0) {
      throw new DomainException('VALIDATION_FAILED', {
        message: errors[0].message,
        fields: errors,
      });
    }
    return fields;
  }

  /** The columns of a schedule's fields, with the next invoice date as of today. */
  private columns(fields: ScheduleFields, lastGeneratedDate: string | null) {
    const next = nextInvoiceDate(fields, {
      today: this.clock.today(),
      ...(lastGeneratedDate === null ? {} : { lastGeneratedDate }),
    });
    return {
      templateInvoiceId: fields.templateInvoiceId,
      type: fields.type,
      dayOfMonth: fields.dayOfMonth,
      startDate: fields.startDate,
      endDate: fields.endDate ?? null,
      active: fields.active,
      lastGeneratedDate,
      nextInvoiceDate: next,
    };
  }
}
