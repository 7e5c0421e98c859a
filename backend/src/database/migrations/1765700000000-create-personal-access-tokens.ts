import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal access tokens (docs/api.md, "Tokens"): a token is looked up by the SHA-256 of its
 * secret on every request that carries it (a unique index), and listed by owner newest first,
 * `WHERE user_id = $1 [AND (created_at, id) < ($2, $3)] ORDER BY created_at DESC, id DESC`.
 */
export class CreatePersonalAccessTokens1765700000000 implements MigrationInterface {
  name = 'CreatePersonalAccessTokens1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "personal_access_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" character varying(100) NOT NULL,
        "scope" character varying(5) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "prefix" character varying(12) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_personal_access_tokens_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_personal_access_tokens_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "personal_access_tokens_token_hash_key" ON "personal_access_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "personal_access_tokens_user_list_idx" ON "personal_access_tokens" ("user_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "personal_access_tokens"`);
  }
}
