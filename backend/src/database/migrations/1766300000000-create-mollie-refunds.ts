import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of credit notes through Mollie (issue 31, docs/payments.md "Refunds"): one row per
 * credit note, holding Mollie's refund id, the payment it refunds, its amount and its latest
 * status. A failed or canceled refund's row is replaced when the credit note is refunded again.
 */
export class CreateMollieRefunds1766300000000 implements MigrationInterface {
  name = 'CreateMollieRefunds1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mollie_refunds" (
        "credit_note_id" character varying(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "invoice_id" character varying(64) NOT NULL,
        "refund_id" character varying(64) NOT NULL,
        "payment_id" character varying(64) NOT NULL,
        "status" character varying(20) NOT NULL,
        "amount_cents" bigint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mollie_refunds_credit_note_id" PRIMARY KEY ("credit_note_id"),
        CONSTRAINT "FK_mollie_refunds_credit_note_id" FOREIGN KEY ("credit_note_id")
          REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_mollie_refunds_invoice_id" FOREIGN KEY ("invoice_id")
          REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_mollie_refunds_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // Mollie's webhook names the original invoice: its refunds still moving are read back. Also
    // the invoice foreign key's check when an invoice is deleted.
    await queryRunner.query(
      `CREATE INDEX "mollie_refunds_invoice_idx" ON "mollie_refunds" ("invoice_id")`,
    );
    // The owner's refunds of a page of credit notes; also the user foreign key's check.
    await queryRunner.query(
      `CREATE INDEX "mollie_refunds_user_idx" ON "mollie_refunds" ("user_id", "credit_note_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mollie_refunds"`);
  }
}
