import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deep page by number (`page=2000`: 99,950 invoices before it) reads every index entry before
 * it; in `invoices_user_list_idx` each carries the number and the id, over 70 bytes. The owner
 * and the sequence alone (32 bytes) find where the page starts, so the skip reads half the
 * pages and takes each entry apart faster; the page itself is then read from the list index
 * (InvoiceListRepository.keysPastSkip).
 *
 * Plain CREATE INDEX in the migration's transaction, like the earlier index migrations; on a
 * large production table create it by hand first with `CREATE INDEX CONCURRENTLY IF NOT EXISTS`.
 */
export class IndexTheDeepPages1767600000000 implements MigrationInterface {
  name = 'IndexTheDeepPages1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "invoices_user_sequence_idx" ON "invoices" ("user_id", "sequence")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_user_sequence_idx"`);
  }
}
