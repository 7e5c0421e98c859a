import type { MigrationInterface, QueryRunner } from 'typeorm';

const VERSIONED = ['invoices', 'companies', 'schedules', 'user_settings'] as const;

/**
 * No lost updates (issue 30): invoices, companies, schedules and settings carry a `version`,
 * 1 when stored and one more on every change; the API answers it as the ETag and refuses a
 * change whose If-Match names another (docs/data-api.md "Versions and conflicts").
 *
 * TypeORM moves the version itself on every update it writes (`@VersionColumn`). A trigger moves
 * it for the writes that do not go through it: the overdue sweep's SQL, and the foreign keys'
 * own `ON DELETE SET NULL` (a deleted company or schedule unlinks its invoices). It adds one only
 * when the row really changed and the statement did not move the version already, so nothing is
 * counted twice. The settings row counts only what a user could overwrite (the document, the
 * sealed key, the save time): the invoice counter, moved by every numbered invoice, only ever
 * grows and a save keeps the larger value, so it does not make a new version (every invoice
 * created would otherwise make a device's next settings save a conflict).
 *
 * Adding a column with a constant default rewrites no rows (PostgreSQL 11+); existing rows are
 * at version 1.
 */
export class VersionTheResources1765800000000 implements MigrationInterface {
  name = 'VersionTheResources1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
    }
    await queryRunner.query(
      `CREATE FUNCTION "next_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW."version" = OLD."version" THEN
           NEW."version" := OLD."version" + 1;
         END IF;
         RETURN NEW;
       END $$`,
    );
    for (const table of ['invoices', 'companies', 'schedules'] as const) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_next_version" BEFORE UPDATE ON "${table}"
         FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
         EXECUTE FUNCTION "next_row_version"()`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER "user_settings_next_version" BEFORE UPDATE ON "user_settings"
       FOR EACH ROW WHEN (OLD."document" IS DISTINCT FROM NEW."document"
                       OR OLD."secrets" IS DISTINCT FROM NEW."secrets"
                       OR OLD."saved_at" IS DISTINCT FROM NEW."saved_at")
       EXECUTE FUNCTION "next_row_version"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED) {
      await queryRunner.query(`DROP TRIGGER "${table}_next_version" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    }
    await queryRunner.query(`DROP FUNCTION "next_row_version"()`);
  }
}
