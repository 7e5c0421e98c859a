import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AdminEmail } from '@app/contracts/admin';
import type { DocumentType } from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { BoundRepository } from '../database/bound-repository.js';
import { readQueueRows, type QueueRows } from './admin-queue-page.js';

type EmailRow = {
  id: string;
  invoice_id: string;
  invoice_number: string;
  document_type: DocumentType;
  user_id: string;
  user_email: string;
  recipient_email: string;
  kind: string;
  status: string;
  error: string | null;
  attempts: number;
  scheduled_at: Date;
  sent_at: Date | null;
};

const EMAIL_SELECT = `
  e.id, e.invoice_id, i.invoice_number, i.document_type, e.user_id, u.email AS user_email,
  e.recipient_email, e.kind, e.status, e.error, e.attempts, e.scheduled_at, e.sent_at`;

const EMAIL_COLUMNS = `${EMAIL_SELECT}
  FROM invoice_emails e
  JOIN invoices i ON i.id = e.invoice_id
  JOIN users u ON u.id = e.user_id`;

const toAdminEmail = (row: EmailRow): AdminEmail => ({
  id: row.id,
  invoiceId: row.invoice_id,
  invoiceNumber: row.invoice_number,
  documentType: row.document_type,
  userId: row.user_id,
  userEmail: row.user_email,
  recipientEmail: row.recipient_email,
  kind: row.kind,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  scheduledAt: row.scheduled_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

/**
 * The e-mail queue across all users, for the admin area (behind the admin guard). No method
 * takes an owner: an operator looks after every user's mail, and names records by id.
 */
@Injectable()
export class AdminEmailsRepository extends BoundRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource.manager);
  }

  /**
   * One page of the newest records, whoever's (the operator's view of the whole queue),
   * `limit + 1` rows, the last only telling that more follow; read in the order of
   * `invoice_emails_queue_idx` from the page's place. The counters stop at the cap, each read
   * from index entries: the total from any index, "planned" (planned or being sent) from
   * `invoice_emails_unfinished_idx`, whose condition it is, "sent" from
   * `invoice_emails_status_idx` (admin-list-plans.e2e-spec.ts checks the plans).
   */
  page(position: PagePosition, limit: number): Promise<QueueRows<AdminEmail>> {
    return readQueueRows<EmailRow, AdminEmail>(
      {
        from: () => this.queue(),
        alias: 'e',
        select: (query) =>
          query
            .select(EMAIL_SELECT)
            .innerJoin('invoices', 'i', 'i.id = e.invoice_id')
            .innerJoin('users', 'u', 'u.id = e.user_id'),
        counters: [`e.status IN ('planned', 'sending')`, `e.status = 'sent'`],
        toItem: toAdminEmail,
      },
      position,
      limit,
    );
  }

  /** One record, whoever's, as the queue shows it. */
  async find(id: string): Promise<AdminEmail | null> {
    const rows = (await this.manager.query(`SELECT ${EMAIL_COLUMNS} WHERE e.id = $1`, [
      id,
    ])) as EmailRow[];
    return rows[0] === undefined ? null : toAdminEmail(rows[0]);
  }

  private queue(): SelectQueryBuilder<ObjectLiteral> {
    return this.manager.createQueryBuilder().from('invoice_emails', 'e');
  }

  /**
   * A failed record planned again, with fresh tries: one conditional update, so two admins (or
   * two clicks) requeue it once. False when it was not failed. Any user's: an operator's action.
   */
  async requeue(id: string): Promise<boolean> {
    const [, affected] = (await this.manager.query(
      `UPDATE invoice_emails
          SET status = 'planned', attempts = 0, error = NULL, scheduled_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'failed'`,
      [id],
    )) as [unknown, number];
    return affected === 1;
  }

  /**
   * A new planned record with the same recipient, message, language and kind ('send again'),
   * owned by the original's owner, whom the copy takes from the row: an operator's action.
   */
  async copy(id: string): Promise<string> {
    // TypeORM answers an INSERT with its rows (an UPDATE with rows and a count).
    const rows = (await this.manager.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message, locale, status)
       SELECT user_id, invoice_id, kind, recipient_email, custom_message, locale, 'planned'
         FROM invoice_emails WHERE id = $1
       RETURNING id`,
      [id],
    )) as { id: string }[];
    const copied = rows[0];
    if (copied === undefined) throw new Error(`E-mail ${id} vanished while being copied`);
    return copied.id;
  }
}
