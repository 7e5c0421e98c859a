import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
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
import { Transactions, type Transaction } from '../../database/transactions.js';
import { EmailPlanner } from '../../email-queue/email-planner.service.js';
import { SendEmailProducer } from '../../email-queue/jobs/send-email/send-email.producer.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { ScheduleEntity } from '../schedule.entity.js';
import { ScheduleGeneratorRepository } from './schedule-generator.repository.js';

/**
 * Schedules made side by side per instance: one date is a dozen short queries, so a single lane
 * leaves the database and the process waiting on each other (`npm run bench:scale`'s 50,000 due
 * dates, README). Two lanes hold two of the pool's connections, not one.
 */
const LANES = 2;

/** What one generation did, for the e-mail to queue after its transaction committed. */
type Generated = { invoice: ApiInvoice | null; emailId: string | null };

/**
 * Recurring invoices (issue 15, docs/scheduled-work.md). Every instance looks for due schedules
 * now and then and takes them one at a time in each of its lanes: a schedule row is claimed with
 * `FOR NO KEY UPDATE SKIP LOCKED`, so two instances never hold the same one and neither waits for
 * the other, and everything one date needs (the run row, the numbered invoice, its e-mail
 * record, the schedule's next date) commits in one transaction or not at all. A process killed
 * mid-way leaves nothing half-made; its schedule is simply due again for the next look.
 */
@Injectable()
export class ScheduleGeneratorService extends PeriodicWorkService {
  private readonly logger = new Logger('ScheduleGenerator');
  /**
   * Owners whose schedule a lane is making. The other lane passes them over, so one owner's
   * invoices are numbered in the order of their dates, oldest first, as with a single lane.
   */
  private readonly busyOwners = new Set<string>();
  /** Claims one after another: a lane's owner is busy before the next lane's claim looks. */
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly transactions: Transactions,
    private readonly schedules: ScheduleGeneratorRepository,
    private readonly invoices: InvoicesService,
    private readonly settings: SettingsService,
    private readonly planner: EmailPlanner,
    private readonly producer: SendEmailProducer,
    private readonly clock: Clock,
  ) {
    super(registry, 'schedule-generator', config.scheduledWork);
  }

  /** Makes every invoice due as of today, until nothing due is left (or shutdown began). */
  protected async runDue(): Promise<void> {
    const today = this.clock.today();
    const made = await this.work.drain(async (skipped, claimed) => {
      // Background work, not a request: it may wait longer for the user's numbering lock.
      const generated = await this.transactions.runLong(async (tx) => {
        const schedule = await this.claimDue(tx, today, skipped);
        if (schedule === null) return null;
        claimed(schedule.id);
        try {
          return await this.generate(tx, schedule);
        } finally {
          // Its number is taken (or the piece failed): the owner's next date may go.
          this.busyOwners.delete(schedule.userId);
        }
      });
      if (generated === null) return 0;
      if (generated.emailId !== null) await this.producer.enqueueStored(generated.emailId);
      return 1;
    }, LANES);
    if (made > 0) this.logger.log(`Generated ${made} scheduled invoice date(s)`);
  }

  private claimDue(
    tx: Transaction,
    today: string,
    skipped: readonly string[],
  ): Promise<ScheduleEntity | null> {
    const claim = this.claiming.then(async () => {
      const schedule = await this.schedules.in(tx).claimDue(today, skipped, [...this.busyOwners]);
      if (schedule !== null) this.busyOwners.add(schedule.userId);
      return schedule;
    });
    this.claiming = claim.catch(() => undefined);
    return claim;
  }

  /**
   * One date of one schedule. The run row goes first: should the date have been made already
   * (a schedule edited back onto a done date), nothing is made twice and the schedule moves on.
   */
  private async generate(tx: Transaction, schedule: ScheduleEntity): Promise<Generated> {
    const schedules = this.schedules.in(tx);
    const date = schedule.nextInvoiceDate as string;
    const fresh = await schedules.claimRun(schedule.id, date);
    const invoice = fresh ? await this.makeInvoice(tx, schedule, date) : null;
    await schedules.advance(
      schedule.id,
      date,
      nextDateAfterRun(
        {
          type: schedule.type,
          dayOfMonth: schedule.dayOfMonth,
          startDate: schedule.startDate,
          ...(schedule.endDate === null ? {} : { endDate: schedule.endDate }),
        },
        date,
      ),
    );
    const emailId = invoice === null ? null : await this.planEmail(tx, schedule.userId, invoice);
    return { invoice, emailId };
  }

  private async makeInvoice(
    tx: Transaction,
    schedule: ScheduleEntity,
    date: string,
  ): Promise<ApiInvoice> {
    // The template cannot be gone: deleting it deletes its schedule (foreign key cascade).
    const template = await this.invoices.getIn(tx, schedule.userId, schedule.templateInvoiceId);
    const invoice = await this.invoices.createScheduled(
      tx,
      schedule.userId,
      scheduledInvoice(template, date, schedule.id),
    );
    await this.schedules.in(tx).recordRunInvoice(schedule.id, date, invoice.id);
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
    tx: Transaction,
    ownerId: string,
    invoice: ApiInvoice,
  ): Promise<string | null> {
    const recipient = invoice.recipient.email.trim();
    if (validateRecipientEmail(recipient, 'sending') !== null) return null;
    const settings = await this.settings.readIn(tx, ownerId);
    const email = await this.planner.plan(
      tx,
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
