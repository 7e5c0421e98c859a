import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/companies pages newest first, `WHERE user_id = $1 [AND (created_at, id) < ($2, $3)]
 * ORDER BY created_at DESC, id DESC LIMIT n`: with id in the key the index serves that order and
 * the keyset exactly, read backwards, where (user_id, created_at) left companies created at the
 * same instant to sort. It serves everything the narrower index did, which goes.
 */
export class IndexTheCompanyList1765500000000 implements MigrationInterface {
  name = 'IndexTheCompanyList1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "companies_user_list_idx" ON "companies" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(`DROP INDEX "companies_user_id_created_at_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "companies_user_id_created_at_idx" ON "companies" ("user_id", "created_at")`,
    );
    await queryRunner.query(`DROP INDEX "companies_user_list_idx"`);
  }
}
