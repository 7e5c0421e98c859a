import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInvoicesAndSettings1764200000000 implements MigrationInterface {
  name = 'CreateInvoicesAndSettings1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "user_settings" (
        "user_id" uuid NOT NULL,
        "document" jsonb NOT NULL DEFAULT '{}',
        "latest_invoice_number" integer NOT NULL DEFAULT 0,
        "secrets" text,
        "saved_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_settings_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_settings_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`
      CREATE TABLE "invoices" (
        "id" character varying(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "document_type" character varying(20) NOT NULL DEFAULT 'invoice',
        "invoice_number" character varying(64) NOT NULL,
        "sequence" bigint NOT NULL,
        "status" character varying(20) NOT NULL,
        "payment_status" character varying(20) NOT NULL,
        "paid_at" TIMESTAMP WITH TIME ZONE,
        "date" date NOT NULL,
        "due_date" date NOT NULL,
        "currency" character(3) NOT NULL DEFAULT 'EUR',
        "subtotal_cents" bigint NOT NULL,
        "discount_cents" bigint NOT NULL,
        "vat_cents" bigint NOT NULL,
        "total_cents" bigint NOT NULL,
        "company_id" uuid,
        "schedule_id" character varying(64),
        "generated_from_schedule_id" character varying(64),
        "payment_reference" character varying(64),
        "document" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_invoices_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_invoices_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_invoices_company_id" FOREIGN KEY ("company_id")
          REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
    // Numbers are unique per user and document type (credit notes get their own series).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_user_number_key" ON "invoices" ("user_id", "document_type", "invoice_number")`,
    );
    // The list order (sequence, number, id; read backwards for highest first), covering, so a
    // page's ids come from an index-only scan however deep the page is.
    await queryRunner.query(
      `CREATE INDEX "invoices_user_list_idx" ON "invoices" ("user_id", "sequence", "invoice_number", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_user_date_idx" ON "invoices" ("user_id", "date")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "user_settings"`);
  }
}
