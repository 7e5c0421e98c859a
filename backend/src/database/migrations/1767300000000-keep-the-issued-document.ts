import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The immutability trigger's row comparison, with or without the issued document. */
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
] as const;

/**
 * The invoice as issued, next to its files (issue 34, the accountant's ledger): the amounts of
 * a deleted invoice, whose row is gone, come from here. Null for copies kept before this column
 * (the ledger falls back to the live invoice). The trigger is redefined so the snapshot is as
 * unchangeable as the bytes: it compares a listed set of columns, which did not name this one.
 */
export class KeepTheIssuedDocument1767300000000 implements MigrationInterface {
  name = 'KeepTheIssuedDocument1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "archived_documents" ADD "document" jsonb`);
    await queryRunner.query(immutableFunction([...COLUMNS_BEFORE, 'document']));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(immutableFunction(COLUMNS_BEFORE));
    await queryRunner.query(`ALTER TABLE "archived_documents" DROP COLUMN "document"`);
  }
}
