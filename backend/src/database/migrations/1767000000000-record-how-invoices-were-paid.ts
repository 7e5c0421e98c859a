import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a paid invoice was paid (issue 34): Mollie's webhook or a credit on an imported bank
 * statement, for the accountant's ledger. Every invoice paid before this was paid through
 * Mollie, the only way then; they keep null, which the ledger reads as Mollie.
 */
export class RecordHowInvoicesWerePaid1767000000000 implements MigrationInterface {
  name = 'RecordHowInvoicesWerePaid1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD "paid_via" character varying(16) ` +
        `CONSTRAINT "invoices_paid_via_check" CHECK ("paid_via" IN ('mollie', 'bank'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "paid_via"`);
  }
}
