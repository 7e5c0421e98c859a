import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource, type EntityManager } from 'typeorm';
import {
  nextDateAfterRun,
  scheduledInvoice,
  validateRecipientEmail,
  type ApiInvoice,
} from '@app/contracts/invoice';
import { PeriodicWorkService } from '../../common/periodic/periodic-work.service.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { allowLongWork } from '../../database/timeouts.js';
import { EmailPlanner } from '../../email-queue/email-planner.service.js';
import { SendEmailProducer } from '../../email-queue/jobs/send-email/send-email.producer.js';
import { InvoiceEntity } from '../../invoices/invoice.entity.js';
import { toApiInvoice } from '../../invoices/invoice-mapper.js';
import { InvoiceWriterService } from '../../invoices/invoice-writer.service.js';
import { SettingsCodec } from '../../settings/settings-codec.js';
import { UserSettingsEntity } from '../../settings/user-settings.entity.js';
import { ScheduleEntity } from '../schedule.entity.js';
import { ScheduleRunEntity } from './schedule-run.entity.js';

/** What one generation did, for the e-mail to queue after its transaction committed. */
type Generated = { invoice: ApiInvoice | null; emailId: string | null };

/**
 * Recurring invoices (issue 15, docs/scheduled-work.md). Every instance looks for due schedules
 * now and then and takes them one at a time: a schedule row is claimed with
 * `FOR NO KEY UPDATE SKIP LOCKED`, so two instances never hold the same one and neither waits for
 * the other, and everything one date needs (the run row, the numbered invoice, its e-mail
 * record, the schedule's next date) commits in one transaction or not at all. A process killed
 * mid-way leaves nothing half-made; its schedule is simply due again for the next look.
 */
@Injectable()
export class ScheduleGeneratorService extends PeriodicWorkService {
  private readonly logger = new Logger('ScheduleGenerator');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly dataSource: DataSource,
    private readonly writer: InvoiceWriterService,
    private readonly planner: EmailPlanner,
    private readonly producer: SendEmailProducer,
    private readonly codec: SettingsCodec,
    private readonly clock: Clock,
  ) {
    super(registry, 'schedule-generator', config.scheduledWork);
  }

  /** Makes every invoice due as of today, until nothing due is left (or shutdown began). */
  protected async runDue(): Promise<void> {
    const today = this.clock.today();
    const made = await this.work.drain(async (skipped, claimed) => {
      const generated = await this.dataSource.transaction(async (manager) => {
        // Background work, not a request: it may wait longer for the user's numbering lock.
        await allowLongWork(manager);
        const schedule = await this.claimDue(manager, today, skipped);
        if (schedule === null) return null;
        claimed(schedule.id);
        return this.generate(manager, schedule);
      });
      if (generated === null) return false;
      if (generated.emailId !== null) await this.producer.enqueueStored(generated.emailId);
      return true;
    });
    if (made > 0) this.logger.log(`Generated ${made} scheduled invoice date(s)`);
  }

  /** The most overdue schedule nobody else holds, locked until this transaction ends. */
  private claimDue(
    manager: EntityManager,
    today: string,
    skipped: readonly string[],
  ): Promise<ScheduleEntity | null> {
    const query = manager
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
    return query.getOne();
  }

  /**
   * One date of one schedule. The run row goes first: should the date have been made already
   * (a schedule edited back onto a done date), nothing is made twice and the schedule moves on.
   */
  private async generate(manager: EntityManager, schedule: ScheduleEntity): Promise<Generated> {
    const date = schedule.nextInvoiceDate as string;
    const claimedRun = await manager
      .createQueryBuilder()
      .insert()
      .into(ScheduleRunEntity)
      .values({ scheduleId: schedule.id, runDate: date, invoiceId: null })
      .orIgnore()
      .returning(['schedule_id'])
      .execute();
    const fresh = (claimedRun.raw as unknown[]).length === 1;
    const invoice = fresh ? await this.makeInvoice(manager, schedule, date) : null;
    await manager.getRepository(ScheduleEntity).update(
      { id: schedule.id },
      {
        lastGeneratedDate: date,
        nextInvoiceDate: nextDateAfterRun(
          {
            type: schedule.type,
            dayOfMonth: schedule.dayOfMonth,
            startDate: schedule.startDate,
            ...(schedule.endDate === null ? {} : { endDate: schedule.endDate }),
          },
          date,
        ),
      },
    );
    const emailId =
      invoice === null ? null : await this.planEmail(manager, schedule.userId, invoice);
    return { invoice, emailId };
  }

  private async makeInvoice(
    manager: EntityManager,
    schedule: ScheduleEntity,
    date: string,
  ): Promise<ApiInvoice> {
    // The template cannot be gone: deleting it deletes its schedule (foreign key cascade).
    const template = await manager
      .getRepository(InvoiceEntity)
      .findOneByOrFail({ id: schedule.templateInvoiceId, userId: schedule.userId });
    const invoice = await this.writer.createInTransaction(
      manager,
      schedule.userId,
      scheduledInvoice(toApiInvoice(template), date, schedule.id),
    );
    await manager
      .getRepository(ScheduleRunEntity)
      .update({ scheduleId: schedule.id, runDate: date }, { invoiceId: invoice.id });
    return invoice;
  }

  /**
   * The template's customer gets the new invoice when it names a valid address: a planned record
   * in the same transaction, so the e-mail exists exactly when the invoice does. Its job is
   * queued after the commit; were that lost, the e-mail recovery sweep queues it. Over the
   * owner's sending limit the record is stored failed with the reason (schedules name any
   * address, so they count like a user's sends), and nothing is queued.
   */
  private async planEmail(
    manager: EntityManager,
    ownerId: string,
    invoice: ApiInvoice,
  ): Promise<string | null> {
    const recipient = invoice.recipient.email.trim();
    if (validateRecipientEmail(recipient, 'sending') !== null) return null;
    const settings = this.codec.decode(
      await manager.getRepository(UserSettingsEntity).findOneBy({ userId: ownerId }),
    );
    const email = await this.planner.plan(
      manager,
      ownerId,
      {
        invoiceId: invoice.id,
        kind: 'invoice',
        recipientEmail: recipient,
        // The record's message is what is sent: a greyed placeholder is no message.
        customMessage: invoice.isPlaceholder.emailMessage === true ? '' : invoice.emailMessage,
        locale: settings.invoiceLanguage,
      },
      'store-failed',
    );
    return email.status === 'planned' ? email.id : null;
  }
}
