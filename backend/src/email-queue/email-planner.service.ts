import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainException, type ReachedLimit } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { Transaction } from '../database/transactions.js';
import type { InvoiceEmailEntity } from './invoice-email.entity.js';
import { InvoiceEmailsRepository, type PlannedReminder } from './invoice-emails.repository.js';

/** What a new record says; the planner decides its status. */
export type EmailToPlan = Pick<
  InvoiceEmailEntity,
  'invoiceId' | 'recipientEmail' | 'customMessage' | 'locale'
> &
  Partial<Pick<InvoiceEmailEntity, 'kind' | 'attachUbl'>>;

/**
 * Over the limit, a user's own send is refused (429, nothing stored); a scheduled invoice's
 * e-mail, which nobody is there to be told, is stored `failed` with the reason, so it shows in
 * the invoice's history and the admin queue instead of vanishing.
 */
export type OverLimit = 'refuse' | 'store-failed';

const WINDOWS = [
  { per: 'hour', seconds: 3600 },
  { per: 'day', seconds: 86_400 },
] as const;

/**
 * Stores e-mail records under the per-user sending limit (EMAIL_LIMIT_PER_HOUR and _PER_DAY):
 * anyone with an account names the recipient, so without a limit one account could mail any
 * number of strangers from the operator's address. The count is the user's records in
 * PostgreSQL, taken under a per-user advisory lock in the transaction that stores the new one,
 * so concurrent requests on any number of instances cannot pass it together.
 */
@Injectable()
export class EmailPlanner {
  private readonly logger = new Logger('EmailLimit');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly emails: InvoiceEmailsRepository,
  ) {}

  /** Inside the caller's transaction: the new record, `planned`, or as `overLimit` says. */
  async plan(
    tx: Transaction,
    ownerId: string,
    email: EmailToPlan,
    overLimit: OverLimit,
  ): Promise<InvoiceEmailEntity> {
    const records = this.emails.in(tx);
    await records.lockSender(ownerId);
    const reached = await this.reachedLimit(records, ownerId);
    if (reached === null) return records.create(ownerId, { ...email, status: 'planned' });
    const { max, per, retryAt } = reached;
    if (overLimit === 'refuse') {
      this.logger.warn(`User ${ownerId} reached ${max} e-mails per ${per}: send refused`);
      throw new DomainException('EMAIL_LIMIT_REACHED', {
        message: `You have reached the sending limit of ${max} e-mails per ${per}. Try again after ${retryAt.toISOString()}.`,
        limit: reached,
      });
    }
    this.logger.warn(
      `User ${ownerId} reached ${max} e-mails per ${per}: invoice ${email.invoiceId} stored unsent`,
    );
    return records.create(ownerId, {
      ...email,
      status: 'failed',
      error: `Not sent: the sending limit of ${max} e-mails per ${per} was reached (until ${retryAt.toISOString()}). Send the invoice again from the editor.`,
    });
  }

  /**
   * Inside the caller's transaction: overdue invoices' payment reminders, `planned`, answered as
   * the new records' ids in the same order. A reminder counts towards the sending limit but is
   * never refused by it (docs/email.md, "Sending limit"): it goes once per invoice to the address
   * the invoice was delivered to.
   */
  planReminders(tx: Transaction, reminders: readonly PlannedReminder[]): Promise<string[]> {
    return this.emails.in(tx).createReminders(reminders);
  }

  /** The limit that keeps the owner waiting longest, or null when one more fits in both. */
  private async reachedLimit(
    records: InvoiceEmailsRepository,
    ownerId: string,
  ): Promise<ReachedLimit | null> {
    const { limitPerHour, limitPerDay } = this.config.email;
    let reached: ReachedLimit | null = null;
    for (const { per, seconds } of WINDOWS) {
      const max = per === 'hour' ? limitPerHour : limitPerDay;
      const { count, now } = await records.sendingWindow(ownerId, seconds);
      if (count < max) continue;
      // Automatic mail may have gone past the limit: one more fits once count - max + 1 left.
      const entry = await records.sendingWindowEntry(ownerId, seconds, count - max);
      const retryAt = new Date(entry.getTime() + seconds * 1000);
      if (reached !== null && reached.retryAt >= retryAt) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
      reached = { max, per, retryAt, retryAfterSeconds };
    }
    return reached;
  }
}
