import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The immutability trigger's row comparison over these columns (as 1767300000000 wrote it). */
const immutableFunction = (columns: readonly string[]): string => {
  const row = (side: 'NEW' | 'OLD') => columns.map((column) => `${side}."${column}"`).join(', ');
  return `
    CREATE OR REPLACE FUNCTION "archived_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD."deleted_at" IS NOT NULL OR (${row('NEW')}) IS DISTINCT FROM (${row('OLD')})
      THEN
        RAISE EXCEPTION 'An archived document cannot be changed' USING ERRCODE = 'restrict_violation';
      END IF;
      RETURN NEW;
    END $$`;
};

const COLUMNS_BEFORE = [
  'id',
  'user_id',
  'invoice_id',
  'document_type',
  'invoice_number',
  'issue_date',
  'issued_at',
  'issued_by',
  'seller_country',
  'retention_until',
  'pdf',
  'pdf_sha256',
  'ubl',
  'ubl_sha256',
  'ubl_missing_reason',
  'document',
] as const;

/**
 * Each issued version kept (issue 34, docs/archive.md "Versions"): a saved invoice can be
 * exported (issued), then edited and e-mailed; the customer then holds two documents, and the
 * archive keeps both. A copy records the hash of what the customer read, and the live copies
 * are unique per invoice and that hash instead of per invoice: a re-send of the same content
 * still adds nothing. Copies kept before have no hash (NULL: never equal), and the trigger now
 * compares the hash too.
 */
export class KeepEachIssuedVersion1767500000000 implements MigrationInterface {
  name = 'KeepEachIssuedVersion1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "archived_documents" ADD "content_sha256" character(64)`);
    await queryRunner.query(`DROP INDEX "archived_documents_invoice_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "archived_documents_invoice_key" ON "archived_documents" ` +
        `("invoice_id", "content_sha256") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(immutableFunction([...COLUMNS_BEFORE, 'content_sha256']));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(immutableFunction(COLUMNS_BEFORE));
    await queryRunner.query(`DROP INDEX "archived_documents_invoice_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "archived_documents_invoice_key" ON "archived_documents" ` +
        `("invoice_id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "archived_documents" DROP COLUMN "content_sha256"`);
  }
}
