import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSchedules1764300000000 implements MigrationInterface {
  name = 'CreateSchedules1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Deleting the template invoice deletes its schedule: a schedule without a template has
    // nothing left to copy, and keeping it would generate nothing but errors.
    await queryRunner.query(`
      CREATE TABLE "schedules" (
        "id" character varying(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "template_invoice_id" character varying(64) NOT NULL,
        "type" character varying(20) NOT NULL,
        "day_of_month" smallint NOT NULL,
        "start_date" date NOT NULL,
        "end_date" date,
        "active" boolean NOT NULL DEFAULT true,
        "last_generated_date" date,
        "next_invoice_date" date,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_schedules_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_schedules_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_schedules_template_invoice_id" FOREIGN KEY ("template_invoice_id")
          REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // One schedule per template invoice.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "schedules_template_invoice_key" ON "schedules" ("template_invoice_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "schedules_user_created_at_idx" ON "schedules" ("user_id", "created_at")`,
    );
    // What the generator claims: active schedules due by a date, oldest first.
    await queryRunner.query(
      `CREATE INDEX "schedules_due_idx" ON "schedules" ("next_invoice_date") WHERE "active"`,
    );
    // Deleting a schedule unlinks its template and the invoices it generated.
    await queryRunner.query(`
      ALTER TABLE "invoices"
        ADD CONSTRAINT "FK_invoices_schedule_id" FOREIGN KEY ("schedule_id")
          REFERENCES "schedules"("id") ON DELETE SET NULL ON UPDATE NO ACTION,
        ADD CONSTRAINT "FK_invoices_generated_from_schedule_id"
          FOREIGN KEY ("generated_from_schedule_id")
          REFERENCES "schedules"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "invoices"
        DROP CONSTRAINT "FK_invoices_generated_from_schedule_id",
        DROP CONSTRAINT "FK_invoices_schedule_id"`);
    await queryRunner.query(`DROP TABLE "schedules"`);
  }
}
