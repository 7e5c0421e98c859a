import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInvoiceEmails1764500000000 implements MigrationInterface {
  name = 'CreateInvoiceEmails1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "invoice_emails" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "invoice_id" character varying(64) NOT NULL,
        "recipient_email" character varying(254) NOT NULL,
        "custom_message" text NOT NULL,
        "locale" character varying(2) NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'planned',
        "scheduled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "error" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "claim_token" uuid,
        "claimed_by" character varying(128),
        "claimed_at" TIMESTAMP WITH TIME ZONE,
        "message_id" character varying(255),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_invoice_emails_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_invoice_emails_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_invoice_emails_invoice_id" FOREIGN KEY ("invoice_id")
          REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // The history list: one invoice's e-mails, oldest first.
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_user_invoice_idx" ON "invoice_emails" ("user_id", "invoice_id", "created_at")`,
    );
    // What the recovery sweep reads: only unfinished records, so the index stays small.
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_unfinished_idx" ON "invoice_emails" ("updated_at") WHERE "status" IN ('planned', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoice_emails"`);
  }
}
