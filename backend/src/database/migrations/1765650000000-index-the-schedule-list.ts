import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedules list in its own order, newest first (`created_at DESC, id DESC`), with the id in
 * the key so a page's keyset `(created_at, id) < (…)` is an index condition. It serves whatever
 * `schedules_user_created_at_idx` served, which goes.
 */
export class IndexTheScheduleList1765650000000 implements MigrationInterface {
  name = 'IndexTheScheduleList1765650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "schedules_user_list_idx" ON "schedules" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(`DROP INDEX "schedules_user_created_at_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "schedules_user_created_at_idx" ON "schedules" ("user_id", "created_at")`,
    );
    await queryRunner.query(`DROP INDEX "schedules_user_list_idx"`);
  }
}
