import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { defaultReminderSettings } from '@app/contracts/settings';
import { ForegroundRequests } from '../common/http/foreground-requests.js';
import { PeriodicWorkService } from '../common/periodic/periodic-work.service.js';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Transactions } from '../database/transactions.js';
import { EmailPlanner } from '../email-queue/email-planner.service.js';
import { SendEmailProducer } from '../email-queue/jobs/send-email/send-email.producer.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { WebhookOutboxService } from '../webhooks/webhook-outbox.service.js';
import { OverdueRepository, type SweepCursor } from './overdue.repository.js';

/** Invoices one marking transaction locks at most. */
const OVERDUE_BATCH = 1000;
/**
 * Reminders planned in one transaction: one claim, one status update, one insert and one commit
 * serve them all (one at a time, the sweep planned about 300 a second), while the rows it locks
 * stay few and a failure sends only these to the next round.
 */
const REMINDER_BATCH = 50;

/**
 * Overdue marking and payment reminders (issue 15, docs/scheduled-work.md): first every sent,
 * unpaid invoice past its due date becomes overdue; then each overdue invoice whose reminder is
 * due gets one, planned in the transaction that makes it overdue_reminded, so the status and the
 * e-mail exist together. The unique index on reminders makes a second one impossible.
 */
@Injectable()
export class OverdueWorkService extends PeriodicWorkService {
  private readonly logger = new Logger('OverdueWork');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    registry: SchedulerRegistry,
    private readonly transactions: Transactions,
    private readonly overdue: OverdueRepository,
    private readonly planner: EmailPlanner,
    private readonly producer: SendEmailProducer,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
    private readonly webhooks: WebhookOutboxService,
    private readonly foreground: ForegroundRequests,
  ) {
    super(registry, 'overdue-work', config.scheduledWork);
  }

  protected async runDue(): Promise<void> {
    const today = this.clock.today();
    const marked = await this.markOverdue(today);
    if (marked > 0) this.logger.log(`Marked ${marked} invoice(s) overdue`);
    // The round keeps its place: each claim starts after the last invoice claimed, so every
    // overdue invoice is read once per round however many are not due yet. One that fails
    // after its claim lies behind the cursor too, which is drain's "skipped for this round".
    let after: SweepCursor | null = null;
    const planned = await this.work.drain(async (skipped, claimed) => {
      // The users' requests go first: a batch's statements otherwise share the cores with them.
      await this.foreground.quiet();
      const emailIds = await this.transactions.runLong(async (tx) => {
        const overdue = this.overdue.in(tx);
        const due = await overdue.claimDueReminders(
          today,
          defaultReminderSettings(),
          skipped,
          after,
          REMINDER_BATCH,
        );
        const last = due.at(-1);
        if (last === undefined) return [];
        claimed(...due.map((reminder) => reminder.invoiceId));
        after = { dueDate: last.dueDate, invoiceId: last.invoiceId };
        await overdue.markReminded(due.map((reminder) => reminder.invoiceId));
        await this.foreground.quiet();
        return this.planner.planReminders(
          tx,
          due.map(({ userId, invoiceId, recipientEmail, locale }) => ({
            ownerId: userId,
            invoiceId,
            recipientEmail,
            locale,
          })),
        );
      });
      // After the commit: a job never names a record that is not there.
      await Promise.all(emailIds.map((id) => this.producer.enqueueStored(id)));
      return emailIds.length;
    });
    if (planned > 0) this.logger.log(`Planned ${planned} payment reminder(s)`);
  }

  /**
   * Every user's past-due invoices, a committed batch at a time until a batch comes back short
   * (none left, or the rest held by another instance marking them): the batch bounds how many
   * rows one transaction locks, and an instance stopping keeps what it marked.
   */
  private async markOverdue(today: string): Promise<number> {
    let marked = 0;
    while (!this.work.stopping) {
      const batch = await this.transactions.run(async (tx) => {
        const overdue = await this.overdue.in(tx).markOverdueBatch(today, OVERDUE_BATCH);
        // Each becomes an `invoice.overdue` webhook event in the marking's transaction.
        await this.webhooks.emitEach(tx, 'invoice.overdue', overdue, ({ ownerId, invoiceId }) =>
          this.invoices.getIn(tx, ownerId, invoiceId),
        );
        return overdue.length;
      });
      marked += batch;
      if (batch < OVERDUE_BATCH) break;
    }
    return marked;
  }
}
