import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Language } from '@app/contracts/invoice';
import type { ReminderSettings } from '@app/contracts/settings';
import { allowLongWork } from '../database/timeouts.js';

/** An overdue invoice whose reminder is due, and where its invoice e-mail went. */
export type DueReminder = {
  invoiceId: string;
  userId: string;
  recipientEmail: string;
  locale: Language;
};

/**
 * The queries of overdue marking and reminders. Both only ever move an invoice forward with
 * conditional statements, so any number of instances can run them at once.
 */
@Injectable()
export class OverdueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Sent, unpaid invoices past their due date become overdue, or overdue_reminded when their
   * reminder went out before (a user set one back to unpaid). One statement: PostgreSQL's row
   * locks let each row change once however many instances run it together.
   */
  async markOverdue(today: string): Promise<number> {
    // Every user's invoices at once: more than a request's time limit may be needed.
    return this.dataSource.transaction(async (manager) => {
      await allowLongWork(manager);
      const [, count] = (await manager.query(
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
    });
  }

  /**
   * The invoice whose reminder is most overdue, locked for this transaction and skipped by
   * every other: overdue, reminders on in its owner's settings (the defaults when never
   * saved), `daysAfterDue` past its due date, no reminder yet, and an invoice e-mail that was
   * delivered (the reminder goes where the invoice went, in its language).
   */
  async claimDueReminder(
    manager: EntityManager,
    today: string,
    defaults: ReminderSettings,
    skipped: readonly string[],
  ): Promise<DueReminder | null> {
    const rows = (await manager.query(
      `SELECT i."id" AS "invoiceId", i."user_id" AS "userId",
              sent."recipient_email" AS "recipientEmail", sent."locale" AS "locale"
         FROM "invoices" AS i
         LEFT JOIN "user_settings" AS s ON s."user_id" = i."user_id"
         CROSS JOIN LATERAL (
           SELECT e."recipient_email", e."locale" FROM "invoice_emails" AS e
            WHERE e."invoice_id" = i."id" AND e."kind" = 'invoice' AND e."status" = 'sent'
            ORDER BY e."sent_at" DESC LIMIT 1
         ) AS sent
        WHERE i."status" = 'sent' AND i."payment_status" = 'overdue'
          AND COALESCE((s."document" #>> '{reminders,enabled}')::boolean, $2)
          AND i."due_date" + COALESCE((s."document" #>> '{reminders,daysAfterDue}')::int, $3) <= $1::date
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
  async markReminded(manager: EntityManager, invoiceId: string): Promise<void> {
    await manager.query(
      `UPDATE "invoices" SET "payment_status" = 'overdue_reminded', "updated_at" = now()
        WHERE "id" = $1 AND "payment_status" = 'overdue'`,
      [invoiceId],
    );
  }
}
