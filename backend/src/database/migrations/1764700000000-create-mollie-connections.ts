import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMollieConnections1764700000000 implements MigrationInterface {
  name = 'CreateMollieConnections1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mollie_connections" (
        "user_id" uuid NOT NULL,
        "sealed" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mollie_connections_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_mollie_connections_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`
      CREATE TABLE "mollie_connect_states" (
        "state_hash" character(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_mollie_connect_states_state_hash" PRIMARY KEY ("state_hash"),
        CONSTRAINT "FK_mollie_connect_states_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mollie_connect_states"`);
    await queryRunner.query(`DROP TABLE "mollie_connections"`);
  }
}
