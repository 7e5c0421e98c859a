import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The overview's overdue and unpaid filters file invoices by the overdue rule on the day asked
 * (docs/invoice-status.md): a sent, unpaid invoice whose due date passed since the last sweep is
 * overdue, not unpaid. Each filter keeps an index in the list's own order that carries the
 * columns the rule reads, so a page is read from the index alone; the only entries it passes
 * over are the few the rule moves (sent invoices not yet due for 'overdue', the sweep's
 * stragglers for 'unpaid'). A period's range index carries the due date for the same reason.
 *
 * Plain CREATE INDEX in the migration's transaction, like the earlier index migrations; on a
 * large production table create each by hand first with `CREATE INDEX CONCURRENTLY IF NOT EXISTS`
 * (and the new range index under another name, then swap the names).
 */
export class IndexOverdueByDueDate1766810000000 implements MigrationInterface {
  name = 'IndexOverdueByDueDate1766810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_overdue_list_idx" ON "invoices" ("user_id", "sequence", "invoice_number", "id") INCLUDE ("status", "payment_status", "due_date") WHERE "payment_status" = 'overdue' OR ("status" = 'sent' AND "payment_status" = 'unpaid')`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_unpaid_list_idx" ON "invoices" ("user_id", "sequence", "invoice_number", "id") INCLUDE ("status", "payment_status", "due_date") WHERE "payment_status" = 'unpaid'`,
    );
    await queryRunner.query(`DROP INDEX "invoices_user_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_user_date_idx" ON "invoices" ("user_id", "date") INCLUDE ("sequence", "invoice_number", "id", "status", "payment_status", "due_date")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_user_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_user_date_idx" ON "invoices" ("user_id", "date") INCLUDE ("sequence", "invoice_number", "id", "status", "payment_status")`,
    );
    await queryRunner.query(`DROP INDEX "invoices_user_unpaid_list_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_user_overdue_list_idx"`);
  }
}
