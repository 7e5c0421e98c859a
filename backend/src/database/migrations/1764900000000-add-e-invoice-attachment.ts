import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddEInvoiceAttachment1764900000000 implements MigrationInterface {
  name = 'AddEInvoiceAttachment1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "invoice_emails" ADD "attach_ubl" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_emails" DROP COLUMN "attach_ubl"`);
  }
}
