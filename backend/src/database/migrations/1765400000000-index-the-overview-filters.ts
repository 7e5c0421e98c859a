import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each filter of the overview (spec §4) read from an index in the list's own order
 * (`sequence DESC, invoice_number DESC, id DESC`), so a page and its capped count read about
 * `limit` (or 1,001) index entries however many invoices the user has. Without them a status or
 * payment filter walked every invoice of the user and sorted the matches.
 *
 * Plain CREATE INDEX in the migration's transaction, like the earlier index migrations; on a
 * large production table create each by hand first with `CREATE INDEX CONCURRENTLY IF NOT EXISTS`.
 */
export class IndexTheOverviewFilters1765400000000 implements MigrationInterface {
  name = 'IndexTheOverviewFilters1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_status_list_idx" ON "invoices" ("user_id", "status", "sequence", "invoice_number", "id")`,
    );
    // Single payment states (unpaid, overdue, overdue_reminded, canceled).
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_payment_list_idx" ON "invoices" ("user_id", "payment_status", "sequence", "invoice_number", "id")`,
    );
    // 'paid' is two states: an IN list on a leading column would lose the order, so its own index.
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_paid_list_idx" ON "invoices" ("user_id", "sequence", "invoice_number", "id") WHERE "payment_status" IN ('paid', 'markedPaid')`,
    );
    // A period, alone or with a status or payment filter (the overview sends both): the range's
    // entries carry the filters' columns and the list order, so the page is filtered and sorted
    // from the index alone; no row is read to sort a year of invoices.
    await queryRunner.query(`DROP INDEX "invoices_user_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_user_date_idx" ON "invoices" ("user_id", "date") INCLUDE ("sequence", "invoice_number", "id", "status", "payment_status")`,
    );
    // 'planned': schedule templates (the part of the filter a date cannot find).
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_templates_idx" ON "invoices" ("user_id", "sequence", "invoice_number", "id") WHERE "schedule_id" IS NOT NULL AND "generated_from_schedule_id" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_user_templates_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_user_date_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_user_date_idx" ON "invoices" ("user_id", "date")`,
    );
    await queryRunner.query(`DROP INDEX "invoices_user_paid_list_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_user_payment_list_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_user_status_list_idx"`);
  }
}
