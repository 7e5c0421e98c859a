import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexInvoiceEmailsBySender1765000000000 implements MigrationInterface {
  name = 'IndexInvoiceEmailsBySender1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The sending limit counts one user's records of the last hour and day on every send.
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_user_created_idx" ON "invoice_emails" ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoice_emails_user_created_idx"`);
  }
}
