import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users remember whether a provider verified their address: only a verified address may be linked
 * to by another provider, grant admin through ADMIN_EMAILS, or be unique (an unverified claim on
 * an address must never keep its owner out). Existing users start unverified: whose address was
 * verified was not recorded, and their next sign-in with a verifying provider sets it.
 * Revoked sessions are read every few seconds by every instance (their access tokens end).
 */
export class VerifyEmailsAndRevokeSessions1765050000000 implements MigrationInterface {
  name = 'VerifyEmailsAndRevokeSessions1765050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "email_verified" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`DROP INDEX "users_email_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_key" ON "users" ("email") WHERE "email_verified"`,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_revoked_at_idx" ON "refresh_tokens" ("revoked_at", "family_id") WHERE "revoked_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "refresh_tokens_revoked_at_idx"`);
    await queryRunner.query(`DROP INDEX "users_email_key"`);
    // Unverified users may share an address; the old index allows one user per address, so the
    // later claims get a marked, unusable address rather than losing their rows.
    await queryRunner.query(
      `UPDATE "users" u SET "email" = left(u."email", 200) || '#' || u."id"
        WHERE NOT u."email_verified" AND EXISTS (
          SELECT 1 FROM "users" o WHERE o."email" = u."email" AND o."id" <> u."id"
            AND (o."email_verified" OR o."created_at" < u."created_at"
              OR (o."created_at" = u."created_at" AND o."id" < u."id")))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" ("email")`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified"`);
  }
}
