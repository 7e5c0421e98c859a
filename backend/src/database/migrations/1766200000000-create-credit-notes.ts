import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes (issue 31) are rows of `invoices` (document_type 'credit_note') that name the
 * invoice they correct. Their numbers come from their own series, and no credit note may share
 * a number with an invoice: the number is unique per user across both document types.
 *
 * Plain CREATE INDEX in the migration's transaction, like the earlier index migrations; on a
 * large production table create each by hand first with `CREATE INDEX CONCURRENTLY IF NOT EXISTS`.
 */
export class CreateCreditNotes1766200000000 implements MigrationInterface {
  name = 'CreateCreditNotes1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The credit-note series' counter, in a column as the invoice counter is: moved by every
    // numbered credit note, outside the settings' version (a device's next settings save must not
    // become a conflict because a credit note was numbered).
    await queryRunner.query(
      `ALTER TABLE "user_settings" ADD "latest_credit_note_number" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD "credited_invoice_id" character varying(64)`,
    );
    // How many credit notes an invoice has, kept by the credit's own transaction: a read of an
    // invoice (or a page) asks for credit notes only where there are some, not on every GET.
    await queryRunner.query(`ALTER TABLE "invoices" ADD "credit_count" integer NOT NULL DEFAULT 0`);
    // NO ACTION (checked at the statement's end): deleting a user deletes both sides at once; an
    // invoice with credit notes cannot be deleted on its own (the writer says so first).
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_invoices_credited_invoice_id" FOREIGN KEY ("credited_invoice_id") REFERENCES "invoices"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    // The credit notes of an invoice, or of a page of invoices (one grouped query), by owner.
    // Led by the credited invoice, so the foreign key's own check when any invoice is deleted
    // (`WHERE credited_invoice_id = $1`) is served by it too, not a scan of every invoice.
    await queryRunner.query(
      `CREATE INDEX "invoices_credited_idx" ON "invoices" ("credited_invoice_id", "user_id") WHERE "credited_invoice_id" IS NOT NULL`,
    );
    // The list filtered by document type, in the list order.
    await queryRunner.query(
      `CREATE INDEX "invoices_user_type_list_idx" ON "invoices" ("user_id", "document_type", "sequence", "invoice_number", "id")`,
    );
    await queryRunner.query(`DROP INDEX "invoices_user_number_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_user_number_key" ON "invoices" ("user_id", "invoice_number")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_user_number_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_user_number_key" ON "invoices" ("user_id", "document_type", "invoice_number")`,
    );
    await queryRunner.query(`DROP INDEX "invoices_user_type_list_idx"`);
    await queryRunner.query(`DROP INDEX "invoices_credited_idx"`);
    await queryRunner.query(
      `ALTER TABLE "invoices" DROP CONSTRAINT "FK_invoices_credited_invoice_id"`,
    );
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "credit_count"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "credited_invoice_id"`);
    await queryRunner.query(`ALTER TABLE "user_settings" DROP COLUMN "latest_credit_note_number"`);
  }
}
