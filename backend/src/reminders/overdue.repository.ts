import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Language } from '@app/contracts/invoice';
import type { ReminderSettings } from '@app/contracts/settings';
import { BoundRepository } from '../database/bound-repository.js';
import {
  joinUserSettings,
  reminderDaysAfterDueSql,
  remindersEnabledSql,
} from '../settings/settings-sql.js';

/** An overdue invoice whose reminder is due, and where its invoice e-mail went. */
export type DueReminder = {
  invoiceId: string;
  userId: string;
  recipientEmail: string;
  locale: Language;
};

/**
 * The queries of overdue marking and reminders, for the scheduled sweep. Both only ever move an
 * invoice forward with conditional statements, so any number of instances can run them at once.
 * No method takes an owner: the sweep works through every user's invoices, as the due dates and
 * each owner's reminder settings say, with no user asking.
 */
@Injectable()
export class OverdueRepository extends BoundRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource.manager);
  }

  /**
   * Sent, unpaid invoices past their due date become overdue, or overdue_reminded when their
   * reminder went out before (a user set one back to unpaid). One statement: PostgreSQL's row
   * locks let each row change once however many instances run it together. Every user's
   * invoices at once: the caller runs it in a transaction for scheduled work (`runLong`).
   */
  async markOverdue(today: string): Promise<number> {
    const [, count] = (await this.manager.query(
      `UPDATE "invoices" AS i
        SET "payment_status" = CASE
              WHEN EXISTS (SELECT 1 FROM "invoice_emails" AS e
                            WHERE e."invoice_id" = i."id" AND e."kind" = 'reminder')
              THEN 'overdue_reminded' ELSE 'overdue' END,
            "updated_at" = now()
      WHERE i."status" = 'sent' AND i."payment_status" = 'unpaid' AND i."due_date" < $1::date`,
      [today],
    )) as [unknown, number];
    return count;
  }

  /**
   * The invoice whose reminder is most overdue, locked for this transaction and skipped by
   * every other: overdue, reminders on in its owner's settings (the defaults when never
   * saved), `daysAfterDue` past its due date, no reminder yet, and an invoice e-mail that was
   * delivered (the reminder goes where the invoice went, in its language). Call it on the
   * repository bound to the transaction that plans the reminder (`in(tx)`).
   */
  async claimDueReminder(
    today: string,
    defaults: ReminderSettings,
    skipped: readonly string[],
  ): Promise<DueReminder | null> {
    const rows = (await this.manager.query(
      `SELECT i."id" AS "invoiceId", i."user_id" AS "userId",
              sent."recipient_email" AS "recipientEmail", sent."locale" AS "locale"
         FROM "invoices" AS i
         ${joinUserSettings('s', 'i."user_id"')}
         CROSS JOIN LATERAL (
           SELECT e."recipient_email", e."locale" FROM "invoice_emails" AS e
            WHERE e."invoice_id" = i."id" AND e."kind" = 'invoice' AND e."status" = 'sent'
            ORDER BY e."sent_at" DESC LIMIT 1
         ) AS sent
        WHERE i."status" = 'sent' AND i."payment_status" = 'overdue'
          AND ${remindersEnabledSql('s', '$2')}
          AND i."due_date" + ${reminderDaysAfterDueSql('s', '$3')} <= $1::date
          AND NOT EXISTS (SELECT 1 FROM "invoice_emails" AS r
                           WHERE r."invoice_id" = i."id" AND r."kind" = 'reminder')
          AND i."id" <> ALL($4::varchar[])
        ORDER BY i."due_date", i."id"
        LIMIT 1
        FOR NO KEY UPDATE OF i SKIP LOCKED`,
      [today, defaults.enabled, defaults.daysAfterDue, skipped],
    )) as DueReminder[];
    return rows[0] ?? null;
  }

  /** 'Reminder Sent': the status moves in the transaction that plans the reminder. */
  async markReminded(invoiceId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "invoices" SET "payment_status" = 'overdue_reminded', "updated_at" = now()
        WHERE "id" = $1 AND "payment_status" = 'overdue'`,
      [invoiceId],
    );
  }
}
