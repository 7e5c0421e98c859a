import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `schedules_due_idx` (`next_invoice_date WHERE active`) is superseded by
 * `schedules_due_claim_idx` (`next_invoice_date, id WHERE active`, migration 1765300000000),
 * which serves the generator's claim in its own order; every schedule write paid for both.
 */
export class DropTheOldScheduleDueIndex1765450000000 implements MigrationInterface {
  name = 'DropTheOldScheduleDueIndex1765450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "schedules_due_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "schedules_due_idx" ON "schedules" ("next_invoice_date") WHERE "active"`,
    );
  }
}
