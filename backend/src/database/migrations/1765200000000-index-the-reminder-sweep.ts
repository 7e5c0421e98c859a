import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the overdue sweep (issue 38): each claim and marking batch reads an index in the
 * order it asks for and stops after what it takes, instead of sorting or scanning the tables.
 *
 * Plain CREATE INDEX, in the migration's transaction like the earlier index migrations:
 * CONCURRENTLY cannot run in a transaction, and these migrations each run in one (with the
 * statement limit lifted by data-source-options.ts). The build blocks writes to the table while
 * it runs: seconds at the measured scale (1.4M invoices, of which the two partial indexes hold
 * only the sent and unpaid or overdue ones; 1M e-mail records). A larger production builds them
 * by hand first, outside a transaction, with `CREATE INDEX CONCURRENTLY IF NOT EXISTS` and the
 * same definitions (checking none is left INVALID); this migration then finds them and only
 * drops the index they replace.
 */
export class IndexTheReminderSweep1765200000000 implements MigrationInterface {
  name = 'IndexTheReminderSweep1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An invoice's e-mails by kind and status, the last sent first: the claim's "where did the
    // invoice go" and "no reminder yet", the marking's "was it reminded before". Leading with
    // invoice_id, it also serves the cascade when an invoice is deleted.
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoice_emails_invoice_kind_idx" ON "invoice_emails" ("invoice_id", "kind", "status", "sent_at" DESC)`,
    );
    // The reminder claim's WHERE and ORDER BY (due_date, id), and its keyset cursor.
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_overdue_due_idx" ON "invoices" ("due_date", "id") WHERE "status" = 'sent' AND "payment_status" = 'overdue'`,
    );
    // The marking batch's candidates in the order it takes them.
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_unpaid_due_idx" ON "invoices" ("due_date", "id") WHERE "status" = 'sent' AND "payment_status" = 'unpaid'`,
    );
    // Replaced by the two above: it served neither order, and each write to an awaiting invoice
    // kept it up to date.
    await queryRunner.query(`DROP INDEX IF EXISTS "invoices_awaiting_payment_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "invoices_awaiting_payment_idx" ON "invoices" ("due_date") WHERE "status" = 'sent' AND "payment_status" IN ('unpaid', 'overdue')`,
    );
    await queryRunner.query(`DROP INDEX "invoices_unpaid_due_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_overdue_due_idx"`);
    await queryRunner.query(`DROP INDEX "invoice_emails_invoice_kind_idx"`);
  }
}
