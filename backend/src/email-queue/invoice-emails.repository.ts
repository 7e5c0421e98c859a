import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { withOwnQueueWait } from '../database/timeouts.js';
import { InvoiceEmailEntity } from './invoice-email.entity.js';

/** "MAIL" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
export const SENDER_LOCK_CLASS = 0x4d41494c;

/**
 * The records a sending limit counts: all but those refused by it (stored failed without a
 * single try, so a scheduled invoice's e-mail is not silently lost). A try that failed at the
 * mail server still counts: it reached the server.
 */
const COUNTED = `NOT ("status" = 'failed' AND "attempts" = 0)`;

/** A payment reminder to store: whose, for which invoice, to whom and in which language. */
export type PlannedReminder = Pick<
  InvoiceEmailEntity,
  'invoiceId' | 'recipientEmail' | 'locale'
> & {
  ownerId: string;
};

/** How many counted records the owner has in a window, and the database's now. */
export type SendingWindow = { count: number; now: Date };

/**
 * A user's e-mail records, owner first (OwnedRepository): the invoice's history and the sending
 * limit. The worker's claims and outcomes, which name a record by id, are EmailDeliveryRepository.
 */
@Injectable()
export class InvoiceEmailsRepository extends OwnedRepository<InvoiceEmailEntity> {
  constructor(@InjectRepository(InvoiceEmailEntity) repository: Repository<InvoiceEmailEntity>) {
    super(repository);
  }

  /** One invoice's e-mails, oldest first. */
  listForInvoice(ownerId: string, invoiceId: string): Promise<InvoiceEmailEntity[]> {
    return this.repository.find({
      where: { userId: ownerId, invoiceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Holds back this owner's other new e-mail records until the surrounding transaction ends (on
   * every instance), so counting them and adding one cannot interleave. Call it on the
   * repository bound to that transaction (`in(tx)`).
   */
  async lockSender(ownerId: string): Promise<void> {
    // Only this owner's other sends hold it: queueing behind them is no stuck row.
    await withOwnQueueWait(this.repository, () =>
      this.repository.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        SENDER_LOCK_CLASS,
        ownerId,
      ]),
    );
  }

  /**
   * Payment reminders, `planned`, in one statement: the overdue sweep plans them by the batch,
   * and with one save per record it planned half as many a second (bench:scale). Each row names
   * its own owner: the sweep works for every user. Answers the new records' ids in the order of
   * `reminders`.
   */
  async createReminders(reminders: readonly PlannedReminder[]): Promise<string[]> {
    if (reminders.length === 0) return [];
    const rows = (await this.repository.query(
      `INSERT INTO "invoice_emails"
              ("user_id", "invoice_id", "kind", "recipient_email", "custom_message", "locale", "status")
       SELECT r."user_id", r."invoice_id", 'reminder', r."recipient_email", '', r."locale", 'planned'
         FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[])
              AS r("user_id", "invoice_id", "recipient_email", "locale")
       RETURNING "id", "invoice_id" AS "invoiceId"`,
      [
        reminders.map((reminder) => reminder.ownerId),
        reminders.map((reminder) => reminder.invoiceId),
        reminders.map((reminder) => reminder.recipientEmail),
        reminders.map((reminder) => reminder.locale),
      ],
    )) as { id: string; invoiceId: string }[];
    // An invoice has one reminder at most (a unique index), so its id names the new record.
    const ids = new Map(rows.map((row) => [row.invoiceId, row.id]));
    return reminders.map((reminder) => ids.get(reminder.invoiceId)!);
  }

  /** The owner's counted records created in the last `seconds` (index `user_id, created_at`). */
  async sendingWindow(ownerId: string, seconds: number): Promise<SendingWindow> {
    const [row] = (await this.repository.query(
      `SELECT count(*)::int AS "count", now() AS "now" FROM "invoice_emails"
        WHERE "user_id" = $1 AND "created_at" > now() - make_interval(secs => $2) AND ${COUNTED}`,
      [ownerId, seconds],
    )) as SendingWindow[];
    return row!;
  }

  /**
   * When the `offset`-th oldest counted record of the window (0 first) was created: once it
   * leaves the window, `offset` fewer remain.
   */
  async sendingWindowEntry(ownerId: string, seconds: number, offset: number): Promise<Date> {
    const [row] = (await this.repository.query(
      `SELECT "created_at" AS "createdAt" FROM "invoice_emails"
        WHERE "user_id" = $1 AND "created_at" > now() - make_interval(secs => $2) AND ${COUNTED}
        ORDER BY "created_at" OFFSET $3 LIMIT 1`,
      [ownerId, seconds, offset],
    )) as { createdAt: Date }[];
    return row!.createdAt;
  }
}
