import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-invoices received over Peppol (issue 33): the original UBL as it arrived, the columns the
 * list shows and sorts on, and the embedded attachments apart so a list never reads them. A
 * provider's document id is stored once per user, so a repeated webhook or poll adds nothing.
 */
export class CreateReceivedDocuments1766700000000 implements MigrationInterface {
  name = 'CreateReceivedDocuments1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "received_documents" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "provider_document_id" text NOT NULL,
        "document_type" character varying(12) NOT NULL,
        "sender_name" text NOT NULL,
        "sender_peppol_id" text,
        "number" text NOT NULL,
        "issue_date" date NOT NULL,
        "due_date" date,
        "total_cents" bigint NOT NULL,
        "currency" character varying(3) NOT NULL,
        "ubl" text NOT NULL,
        "mark" character varying(8),
        "read_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_received_documents_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_received_documents_user_provider_document"
          UNIQUE ("user_id", "provider_document_id"),
        CONSTRAINT "FK_received_documents_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // The list: newest first, per user (see ReceivedDocumentsRepository.page).
    await queryRunner.query(
      `CREATE INDEX "received_documents_user_list_idx" ON "received_documents" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "received_attachments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "document_id" uuid NOT NULL,
        "position" integer NOT NULL,
        "filename" text NOT NULL,
        "mime" text NOT NULL,
        "bytes" bytea NOT NULL,
        CONSTRAINT "PK_received_attachments_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_received_attachments_document_id" FOREIGN KEY ("document_id")
          REFERENCES "received_documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "received_attachments_document_idx" ON "received_attachments" ("document_id", "position")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "received_attachments"`);
    await queryRunner.query(`DROP TABLE "received_documents"`);
  }
}
