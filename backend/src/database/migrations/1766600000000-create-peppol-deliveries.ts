import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending invoices over Peppol (issue 33, docs/peppol.md "Sending"): one row per request, claimed
 * by one sender like an e-mail record (claim token, worker, lease), with the provider's document
 * and envelope ids and the customer's answer. `invoices.peppol_status` keeps the latest
 * delivery's status for the invoice lists and the overview card.
 */
export class CreatePeppolDeliveries1766600000000 implements MigrationInterface {
  name = 'CreatePeppolDeliveries1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "peppol_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "invoice_id" character varying(64) NOT NULL,
        "recipient" character varying(128) NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'queued',
        "reason" text,
        "provider_document_id" character varying(128),
        "envelope_id" character varying(255),
        "attempts" integer NOT NULL DEFAULT 0,
        "claim_token" uuid,
        "claimed_by" character varying(128),
        "lease_until" TIMESTAMP WITH TIME ZONE,
        "possibly_duplicated" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "settled_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_peppol_deliveries_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_peppol_deliveries_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_peppol_deliveries_invoice_id" FOREIGN KEY ("invoice_id")
          REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // An invoice's deliveries, oldest first, for its owner; the user foreign key's check.
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_user_invoice_idx" ON "peppol_deliveries" ("user_id", "invoice_id", "created_at")`,
    );
    // The latest delivery of an invoice (its peppol_status); the invoice foreign key's check.
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_invoice_idx" ON "peppol_deliveries" ("invoice_id", "created_at")`,
    );
    // The recovery sweep reads only unfinished deliveries, in this order.
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_unfinished_idx" ON "peppol_deliveries" ("updated_at") WHERE "status" IN ('queued', 'sending')`,
    );
    // The admin list, newest first (read backwards), and its counters.
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_queue_idx" ON "peppol_deliveries" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_status_idx" ON "peppol_deliveries" ("status")`,
    );
    // A message-level response names the envelope it answers.
    await queryRunner.query(
      `CREATE INDEX "peppol_deliveries_envelope_idx" ON "peppol_deliveries" ("envelope_id") WHERE "envelope_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "invoices" ADD "peppol_status" character varying(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "peppol_status"`);
    await queryRunner.query(`DROP TABLE "peppol_deliveries"`);
  }
}
