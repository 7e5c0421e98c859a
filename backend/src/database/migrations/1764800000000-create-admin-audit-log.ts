import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminAuditLog1764800000000 implements MigrationInterface {
  name = 'CreateAdminAuditLog1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin_audit_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "admin_id" uuid NOT NULL,
        "admin_email" character varying(254) NOT NULL,
        "action" character varying(64) NOT NULL,
        "target_user_id" character varying(64),
        "target_id" character varying(64),
        "outcome" smallint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_admin_audit_log_id" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "admin_audit_log_created_idx"`);
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
  }
}
