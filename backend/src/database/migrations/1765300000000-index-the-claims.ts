import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexTheClaims1765300000000 implements MigrationInterface {
  name = 'IndexTheClaims1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The generator claims `WHERE active AND next_invoice_date <= $1 ORDER BY next_invoice_date, id
    // LIMIT 1`: with id in the key the first entry is the claim, where `schedules_due_idx` left
    // every schedule due on one date to sort (at 50k due on the 1st, all of them) on every claim.
    await queryRunner.query(
      `CREATE INDEX "schedules_due_claim_idx" ON "schedules" ("next_invoice_date", "id") WHERE "active"`,
    );
    // The admin queue, newest first (`ORDER BY created_at DESC, id LIMIT n`), read in its order
    // instead of sorting every record ever sent.
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_newest_idx" ON "invoice_emails" ("created_at" DESC, "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoice_emails_newest_idx"`);
    await queryRunner.query(`DROP INDEX "schedules_due_claim_idx"`);
  }
}
