import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { defaultReminderSettings } from '@app/contracts/settings';
import { PeriodicWorkService } from '../common/periodic/periodic-work.service.js';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Transactions } from '../database/transactions.js';
import { EmailPlanner } from '../email-queue/email-planner.service.js';
import { SendEmailProducer } from '../email-queue/jobs/send-email/send-email.producer.js';
import { OverdueRepository } from './overdue.repository.js';

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
  ) {
    super(registry, 'overdue-work', config.scheduledWork);
  }

  protected async runDue(): Promise<void> {
    const today = this.clock.today();
    // Every user's invoices at once: more than a request's time limit may be needed.
    const marked = await this.transactions.runLong((tx) => this.overdue.in(tx).markOverdue(today));
    if (marked > 0) this.logger.log(`Marked ${marked} invoice(s) overdue`);
    const planned = await this.work.drain(async (skipped, claimed) => {
      const emailId = await this.transactions.runLong(async (tx) => {
        const overdue = this.overdue.in(tx);
        const due = await overdue.claimDueReminder(today, defaultReminderSettings(), skipped);
        if (due === null) return null;
        claimed(due.invoiceId);
        await overdue.markReminded(due.invoiceId);
        const email = await this.planner.planReminder(tx, due.userId, {
          invoiceId: due.invoiceId,
          recipientEmail: due.recipientEmail,
          locale: due.locale,
        });
        return email.id;
      });
      if (emailId === null) return false;
      await this.producer.enqueueStored(emailId);
      return true;
    });
    if (planned > 0) this.logger.log(`Planned ${planned} payment reminder(s)`);
  }
}
