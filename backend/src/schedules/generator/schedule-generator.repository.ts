import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { ScheduleEntity } from '../schedule.entity.js';
import { ScheduleRunEntity } from './schedule-run.entity.js';

/**
 * The generator's queries, for scheduled work across users (docs/scheduled-work.md). None takes
 * an owner: the generator serves every user, finds work by due date, and everything it then
 * does for a schedule it does as that schedule's owner (`schedule.userId`).
 */
@Injectable()
export class ScheduleGeneratorRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * The most overdue schedule nobody else holds, locked until the bound transaction ends. No
   * owner: due schedules of every user are the generator's to take, one at a time. The WHERE and
   * ORDER BY are those of `schedules_due_claim_idx`: change one, change the other
   * (claim-plans.e2e-spec.ts checks the plan). `busyOwners`: users whose schedule another lane
   * of this instance is making, passed over (their next one waits for that lane).
   */
  claimDue(
    today: string,
    skipped: readonly string[],
    busyOwners: readonly string[] = [],
  ): Promise<ScheduleEntity | null> {
    const query = this.manager
      .getRepository(ScheduleEntity)
      .createQueryBuilder('schedule')
      .where('schedule.active AND schedule.next_invoice_date <= :today', { today })
      .orderBy('schedule.next_invoice_date', 'ASC')
      .addOrderBy('schedule.id', 'ASC')
      .limit(1)
      // NO KEY UPDATE: an invoice save referencing the schedule (a key-share lock) need not wait.
      .setLock('for_no_key_update')
      .setOnLocked('skip_locked');
    if (skipped.length > 0) query.andWhere('schedule.id <> ALL(:skipped)', { skipped });
    if (busyOwners.length > 0)
      query.andWhere('schedule.user_id <> ALL(:busyOwners)', { busyOwners });
    return query.getOne();
  }

  /**
   * Records that the schedule's date is being made; false when it was made already. No owner:
   * the schedule was claimed by `claimDue` in this transaction.
   */
  async claimRun(scheduleId: string, runDate: string): Promise<boolean> {
    const claimed = await this.manager
      .createQueryBuilder()
      .insert()
      .into(ScheduleRunEntity)
      .values({ scheduleId, runDate, invoiceId: null })
      .orIgnore()
      .returning(['schedule_id'])
      .execute();
    return (claimed.raw as unknown[]).length === 1;
  }

  /** The invoice a run made. No owner: the run is the claimed schedule's. */
  async recordRunInvoice(scheduleId: string, runDate: string, invoiceId: string): Promise<void> {
    await this.manager
      .getRepository(ScheduleRunEntity)
      .update({ scheduleId, runDate }, { invoiceId });
  }

  /** Moves the claimed schedule past a date it made. No owner: `claimDue` locked it. */
  async advance(
    scheduleId: string,
    lastGeneratedDate: string,
    nextInvoiceDate: string | null,
  ): Promise<void> {
    await this.manager
      .getRepository(ScheduleEntity)
      .update({ id: scheduleId }, { lastGeneratedDate, nextInvoiceDate });
  }
}
