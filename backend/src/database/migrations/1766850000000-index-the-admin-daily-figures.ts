import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard's invoices per day (issue 29): the invoices stored between two instants,
 * across every user, counted by day. Nothing else reads invoices by `created_at` across users,
 * so without an index of its own that count read the whole table. The users per day need none:
 * `users_newest_idx` (`created_at DESC, id DESC`) already serves a range of `created_at`.
 */
export class IndexTheAdminDailyFigures1766850000000 implements MigrationInterface {
  name = 'IndexTheAdminDailyFigures1766850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "invoices_created_idx" ON "invoices" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_created_idx"`);
  }
}
