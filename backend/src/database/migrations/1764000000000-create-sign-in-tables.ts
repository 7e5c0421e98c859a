import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSignInTables1764000000000 implements MigrationInterface {
  name = 'CreateSignInTables1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "refresh_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "token_hash" character(64) NOT NULL,
        "family_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "family_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "rotated_at" TIMESTAMP WITH TIME ZONE,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_refresh_tokens_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_refresh_tokens_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "user_identities" (
        "provider" character varying(20) NOT NULL,
        "subject" character varying(255) NOT NULL,
        "user_id" uuid NOT NULL,
        CONSTRAINT "PK_user_identities" PRIMARY KEY ("provider", "subject"),
        CONSTRAINT "FK_user_identities_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "user_identities_user_id_idx" ON "user_identities" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_identities"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
  }
}
