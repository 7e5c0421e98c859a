import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLogos1764100000000 implements MigrationInterface {
  name = 'CreateLogos1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "logos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" character varying(4) NOT NULL,
        "filename" character varying(100) NOT NULL,
        "byte_size" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_logos_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_logos_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "logos_user_id_key" ON "logos" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "logo_files" (
        "logo_id" uuid NOT NULL,
        "variant" character varying(16) NOT NULL,
        "data" bytea NOT NULL,
        CONSTRAINT "PK_logo_files" PRIMARY KEY ("logo_id", "variant"),
        CONSTRAINT "FK_logo_files_logo_id" FOREIGN KEY ("logo_id")
          REFERENCES "logos"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "logo_files"`);
    await queryRunner.query(`DROP TABLE "logos"`);
  }
}
