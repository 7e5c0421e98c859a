import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `Idempotency-Key`s of creates and sends (docs/data-api.md, "Idempotent writes"): one row
 * per user and key, holding the claim and then the answer to replay, deleted after 24 hours.
 */
export class CreateIdempotencyKeys1766100000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "key" character varying(255) NOT NULL,
        "request_hash" character(64) NOT NULL,
        "state" character varying(12) NOT NULL,
        "claim_token" uuid NOT NULL,
        "status_code" smallint,
        "headers" jsonb,
        "body_sealed" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_idempotency_keys_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_idempotency_keys_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // The claim's ON CONFLICT and every repeat's look-up; also the foreign key's (user_id first).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" ("user_id", "key")`,
    );
    // The expiry sweep: the oldest rows first, in bounded batches.
    await queryRunner.query(
      `CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
