import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FlagEmailsTakenOverWhileSending1765100000000 implements MigrationInterface {
  name = 'FlagEmailsTakenOverWhileSending1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Set when a dead worker's `sending` claim is taken over: the mail may already have left.
    await queryRunner.query(
      `ALTER TABLE "invoice_emails" ADD "possibly_duplicated" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_emails" DROP COLUMN "possibly_duplicated"`);
  }
}
