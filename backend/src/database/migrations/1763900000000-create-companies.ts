import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCompanies1763900000000 implements MigrationInterface {
  name = 'CreateCompanies1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "companies" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" character varying(200) NOT NULL,
        "address" character varying(200) NOT NULL DEFAULT '',
        "postal_code" character varying(20) NOT NULL DEFAULT '',
        "city" character varying(100) NOT NULL DEFAULT '',
        "contact_name" character varying(200) NOT NULL DEFAULT '',
        "email" character varying(254) NOT NULL DEFAULT '',
        "additional_info" character varying(500) NOT NULL DEFAULT '',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_companies_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_companies_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "companies_user_id_created_at_idx" ON "companies" ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "companies"`);
  }
}
