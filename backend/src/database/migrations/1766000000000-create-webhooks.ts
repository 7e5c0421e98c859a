import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks (docs/webhooks.md): the endpoints users register, the events written in the
 * transaction of each change (the outbox), and each event's delivery to each endpoint.
 */
export class CreateWebhooks1766000000000 implements MigrationInterface {
  name = 'CreateWebhooks1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "url" character varying(2000) NOT NULL,
        "description" character varying(200) NOT NULL DEFAULT '',
        "events" text array NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "secret_sealed" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoints_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_endpoints_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // The settings list (oldest first) and the outbox's look-up of subscribed endpoints.
    await queryRunner.query(
      `CREATE INDEX "webhook_endpoints_user_list_idx" ON "webhook_endpoints" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_events" (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "type" character varying(40) NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_events_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_events_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "webhook_events_user_idx" ON "webhook_events" ("user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "event_id" uuid NOT NULL,
        "endpoint_id" uuid NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" TIMESTAMP WITH TIME ZONE,
        "claim_token" uuid,
        "attempt_log" jsonb NOT NULL DEFAULT '[]',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_deliveries_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_deliveries_event_id" FOREIGN KEY ("event_id")
          REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_webhook_deliveries_endpoint_id" FOREIGN KEY ("endpoint_id")
          REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // An endpoint's deliveries, newest first (read backwards).
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_endpoint_list_idx" ON "webhook_deliveries" ("endpoint_id", "created_at", "id")`,
    );
    // The dispatch sweep: only unfinished deliveries, in the order they come due.
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at", "id") WHERE "status" IN ('pending', 'queued', 'sending')`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" ("event_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
