import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credits of imported bank statements (issue 34, docs/bank-reconciliation.md): one row per
 * credit and user, unique by its identity, so a second import of a file inserts nothing. No
 * foreign key to the invoice a credit paid: the invoice can be deleted, the payment stays.
 */
export class CreateBankCredits1767100000000 implements MigrationInterface {
  name = 'CreateBankCredits1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "bank_credits" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "credit_id" text NOT NULL,
        "account" text NOT NULL,
        "amount_cents" bigint NOT NULL,
        "booking_date" date NOT NULL,
        "value_date" date,
        "bank_reference" text NOT NULL,
        "end_to_end_id" text NOT NULL,
        "debtor_name" text NOT NULL,
        "debtor_iban" text NOT NULL,
        "structured_references" jsonb NOT NULL,
        "remittance_lines" jsonb NOT NULL,
        "state" character varying(16) NOT NULL,
        "invoice_id" character varying(64),
        "reason" character varying(20),
        "candidates" jsonb NOT NULL DEFAULT '[]',
        "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "resolved_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_bank_credits_id" PRIMARY KEY ("id"),
        CONSTRAINT "bank_credits_state_check"
          CHECK ("state" IN ('paid', 'review', 'unmatched', 'confirmed', 'dismissed')),
        CONSTRAINT "FK_bank_credits_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      // md5 of the identity, not the identity: made of the bank's references, each up to 4,096
      // characters as read, it can be longer than a B-tree entry holds (about 2,700 bytes).
      // A key for equality, not a secret: md5 serves.
      `CREATE UNIQUE INDEX "bank_credits_user_credit_key" ON "bank_credits" ("user_id", md5("credit_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "bank_credits_user_state_idx" ON "bank_credits" ("user_id", "state", "booking_date", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bank_credits"`);
  }
}
