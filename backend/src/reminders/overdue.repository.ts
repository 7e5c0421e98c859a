import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Language } from '@app/contracts/invoice';
import type { ReminderSettings } from '@app/contracts/settings';
import { BoundRepository } from '../database/bound-repository.js';
import { overdueByDateSql, overdueStatusSql } from '../invoices/overdue-sql.js';
import {
  joinUserSettings,
  reminderDaysAfterDueSql,
  remindersEnabledSql,
} from '../settings/settings-sql.js';

/** An invoice the sweep marked overdue, and whose it is. */
export type MarkedOverdue = { invoiceId: string; ownerId: string };

/** Where a sweep stands: the last invoice it looked at, in the sweep's order. */
export type SweepCursor = { dueDate: string; invoiceId: string };

/** An overdue invoice whose reminder is due, and where its invoice e-mail went. */
export type DueReminder = {
  invoiceId: string;
  userId: string;
  recipientEmail: string;
  locale: Language;
  /** Its place in the sweep's order (YYYY-MM-DD), for the next claim's cursor. */
  dueDate: string;
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
   * At most `limit` sent, unpaid invoices past their due date (the oldest first) become overdue,
   * or overdue_reminded when their reminder went out before (a user set one back to unpaid);
   * answers how many (`markOverdueBatch`: which, and whose). A batch, not the whole backlog: the caller commits each one, so no
   * statement holds thousands of row locks, and repeats until a batch comes back short. Rows
   * another instance is marking are skipped, not waited for: they are that instance's batch.
   * Every user's invoices, hence no owner. Reads `invoices_unpaid_due_idx` in its order. Each
   * marked invoice gets its next version (a client's If-Match then sees the change).
   */
  async markOverdue(today: string, limit: number): Promise<number> {
    return (await this.markOverdueBatch(today, limit)).length;
  }

  /** `markOverdue`, answering the invoices it marked and whose they are (their webhook events). */
  async markOverdueBatch(today: string, limit: number): Promise<MarkedOverdue[]> {
    const [rows] = (await this.manager.query(
      `UPDATE "invoices" AS i
        SET "payment_status" = ${overdueStatusSql('i')},
            "updated_at" = now(), "version" = i."version" + 1
        FROM (SELECT c."id" FROM "invoices" AS c
               WHERE ${overdueByDateSql('c', '$1::date')}
               ORDER BY c."due_date", c."id"
               LIMIT $2
               FOR NO KEY UPDATE SKIP LOCKED) AS batch
      WHERE i."id" = batch."id"
      RETURNING i."id" AS "invoiceId", i."user_id" AS "ownerId"`,
      [today, limit],
    )) as [MarkedOverdue[], number];
    return rows;
  }

  /**
   * The next `limit` invoices after `after` in due-date order whose reminder is due, locked for this
   * transaction and skipped by every other: overdue, reminders on in its owner's settings (the
   * defaults when never saved), `daysAfterDue` past its due date, no reminder yet, and an
   * invoice e-mail that was delivered (the reminder goes where the invoice went, in its
   * language). The sweep passes the answer's place back as `after`, so one round reads each
   * overdue invoice once through `invoices_overdue_due_idx` instead of starting again from the
   * oldest; those not yet due are passed over. `skipped` (drain's failed pieces) lie behind the
   * cursor already and stay excluded should a caller start again from the beginning. Call it on
   * the repository bound to the transaction that plans the reminder (`in(tx)`).
   */
  async claimDueReminders(
    today: string,
    defaults: ReminderSettings,
    skipped: readonly string[],
    after: SweepCursor | null,
    limit: number,
  ): Promise<DueReminder[]> {
    // The first claim of a round has no place yet: no bound, rather than an OR the planner would
    // have to see through to use the index.
    const cursor = after ? `AND (i."due_date", i."id") > ($6::date, $7::varchar)` : '';
    const rows = (await this.manager.query(
      `SELECT i."id" AS "invoiceId", i."user_id" AS "userId", to_char(i."due_date", 'YYYY-MM-DD') AS "dueDate",
              sent."recipient_email" AS "recipientEmail", sent."locale" AS "locale"
         FROM "invoices" AS i
         ${joinUserSettings('s', 'i."user_id"')}
         CROSS JOIN LATERAL (
           SELECT e."recipient_email", e."locale" FROM "invoice_emails" AS e
            WHERE e."invoice_id" = i."id" AND e."kind" = 'invoice' AND e."status" = 'sent'
            ORDER BY e."sent_at" DESC LIMIT 1
         ) AS sent
        WHERE i."status" = 'sent' AND i."payment_status" = 'overdue'
          ${cursor}
          AND ${remindersEnabledSql('s', '$2')}
          AND i."due_date" + ${reminderDaysAfterDueSql('s', '$3')} <= $1::date
          AND NOT EXISTS (SELECT 1 FROM "invoice_emails" AS r
                           WHERE r."invoice_id" = i."id" AND r."kind" = 'reminder')
          AND i."id" <> ALL($4::varchar[])
        ORDER BY i."due_date", i."id"
        LIMIT $5
        FOR NO KEY UPDATE OF i SKIP LOCKED`,
      [
        today,
        defaults.enabled,
        defaults.daysAfterDue,
        skipped,
        limit,
        ...(after ? [after.dueDate, after.invoiceId] : []),
      ],
    )) as DueReminder[];
    return rows;
  }

  /** 'Reminder Sent': the status moves in the transaction that plans the reminders. */
  async markReminded(invoiceIds: readonly string[]): Promise<void> {
    await this.manager.query(
      `UPDATE "invoices"
          SET "payment_status" = 'overdue_reminded', "updated_at" = now(), "version" = "version" + 1
        WHERE "id" = ANY($1::varchar[]) AND "payment_status" = 'overdue'`,
      [invoiceIds],
    );
  }
}
