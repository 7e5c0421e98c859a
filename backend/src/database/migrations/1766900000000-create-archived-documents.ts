import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The archive of issued documents (issue 34, docs/archive.md): each invoice and credit note's
 * PDF and UBL as they went out, with their SHA-256, kept for the seller's country's retention
 * period. No foreign key to the invoice, so deleting it leaves the copy. The database itself
 * keeps the copy unchanged: CHECKs tie each hash to its bytes, and a trigger refuses every
 * UPDATE but the one that marks the copy deleted (once).
 */
export class CreateArchivedDocuments1766900000000 implements MigrationInterface {
  name = 'CreateArchivedDocuments1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "archived_documents" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "invoice_id" character varying(64) NOT NULL,
        "document_type" character varying(20) NOT NULL,
        "invoice_number" character varying(64) NOT NULL,
        "issue_date" date NOT NULL,
        "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "issued_by" character varying(16) NOT NULL,
        "seller_country" character(2) NOT NULL,
        "retention_until" date NOT NULL,
        "pdf" bytea NOT NULL,
        "pdf_sha256" character(64) NOT NULL,
        "ubl" bytea,
        "ubl_sha256" character(64),
        "ubl_missing_reason" text,
        "deleted_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_archived_documents_id" PRIMARY KEY ("id"),
        CONSTRAINT "archived_documents_pdf_sha256_check"
          CHECK ("pdf_sha256" = encode(sha256("pdf"), 'hex')),
        CONSTRAINT "archived_documents_ubl_check"
          CHECK (("ubl" IS NULL AND "ubl_sha256" IS NULL AND "ubl_missing_reason" IS NOT NULL) OR ("ubl" IS NOT NULL AND "ubl_sha256" = encode(sha256("ubl"), 'hex') AND "ubl_missing_reason" IS NULL)),
        CONSTRAINT "FK_archived_documents_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // One live copy per invoice; a copy marked deleted no longer counts, so an id used again
    // after a delete (an offline create replayed) gets a copy of its own when it is sent.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "archived_documents_invoice_key" ON "archived_documents" ("invoice_id") WHERE "deleted_at" IS NULL`,
    );
    // Every copy of an invoice, deleted ones too (insertOnce's check when the invoice is gone).
    await queryRunner.query(
      `CREATE INDEX "archived_documents_invoice_idx" ON "archived_documents" ("invoice_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "archived_documents_user_issue_idx" ON "archived_documents" ("user_id", "issue_date", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "archived_documents_retention_idx" ON "archived_documents" ("retention_until", "id")`,
    );
    // Only deleted_at may change, and only from NULL: an issued copy is never rewritten.
    // DELETE stays possible for the retention sweep (and a user's erasure, by cascade).
    await queryRunner.query(`
      CREATE FUNCTION "archived_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."deleted_at" IS NOT NULL
           OR (NEW."id", NEW."user_id", NEW."invoice_id", NEW."document_type", NEW."invoice_number",
               NEW."issue_date", NEW."issued_at", NEW."issued_by", NEW."seller_country",
               NEW."retention_until", NEW."pdf", NEW."pdf_sha256", NEW."ubl", NEW."ubl_sha256",
               NEW."ubl_missing_reason")
              IS DISTINCT FROM
              (OLD."id", OLD."user_id", OLD."invoice_id", OLD."document_type", OLD."invoice_number",
               OLD."issue_date", OLD."issued_at", OLD."issued_by", OLD."seller_country",
               OLD."retention_until", OLD."pdf", OLD."pdf_sha256", OLD."ubl", OLD."ubl_sha256",
               OLD."ubl_missing_reason")
        THEN
          RAISE EXCEPTION 'An archived document cannot be changed' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "archived_documents_immutable" BEFORE UPDATE ON "archived_documents"
        FOR EACH ROW EXECUTE FUNCTION "archived_documents_immutable"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "archived_documents"`);
    await queryRunner.query(`DROP FUNCTION "archived_documents_immutable"()`);
  }
}
