import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIES's answers about VAT numbers (issue 32): one row per normalised number, its latest valid or
 * invalid answer with the registered name and address, reused for 24 hours. Read by primary key
 * only, so no other index.
 */
export class CreateVatNumberChecks1766400000000 implements MigrationInterface {
  name = 'CreateVatNumberChecks1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vat_number_checks" (
        "vat_number" text NOT NULL,
        "status" character varying(12) NOT NULL,
        "name" text,
        "address" jsonb,
        "checked_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_vat_number_checks_vat_number" PRIMARY KEY ("vat_number")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "vat_number_checks"`);
  }
}
