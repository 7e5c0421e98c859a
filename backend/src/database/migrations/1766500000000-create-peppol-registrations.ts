import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users' companies registered for Peppol (issue 33): one row per user, the provider's company id
 * (unique: incoming documents are routed by it) and the Peppol id others send to.
 */
export class CreatePeppolRegistrations1766500000000 implements MigrationInterface {
  name = 'CreatePeppolRegistrations1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "peppol_registrations" (
        "user_id" uuid NOT NULL,
        "provider_company_id" text NOT NULL,
        "peppol_id" text NOT NULL,
        "status" character varying(24) NOT NULL,
        "verification_url" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_peppol_registrations_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_peppol_registrations_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "peppol_registrations_provider_company_id_idx"
         ON "peppol_registrations" ("provider_company_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "peppol_registrations"`);
  }
}
