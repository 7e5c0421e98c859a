import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateScheduleRunsAndReminders1764600000000 implements MigrationInterface {
  name = 'CreateScheduleRunsAndReminders1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "schedule_runs" (
        "schedule_id" character varying(64) NOT NULL,
        "run_date" date NOT NULL,
        "invoice_id" character varying(64),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_schedule_runs" PRIMARY KEY ("schedule_id", "run_date"),
        CONSTRAINT "FK_schedule_runs_schedule_id" FOREIGN KEY ("schedule_id")
          REFERENCES "schedules"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_schedule_runs_invoice_id" FOREIGN KEY ("invoice_id")
          REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
    // Deleting an invoice sets its runs' invoice_id to null: that lookup needs an index.
    await queryRunner.query(
      `CREATE INDEX "schedule_runs_invoice_idx" ON "schedule_runs" ("invoice_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_emails" ADD "kind" character varying(16) NOT NULL DEFAULT 'invoice'`,
    );
    // One reminder per invoice, ever, however often the overdue work runs or an invoice goes
    // back to unpaid and overdue again.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoice_emails_one_reminder_key" ON "invoice_emails" ("invoice_id") WHERE "kind" = 'reminder'`,
    );
    // What the overdue marking and the reminders read: sent invoices still waiting for money.
    await queryRunner.query(
      `CREATE INDEX "invoices_awaiting_payment_idx" ON "invoices" ("due_date") WHERE "status" = 'sent' AND "payment_status" IN ('unpaid', 'overdue')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoices_awaiting_payment_idx"`);
    await queryRunner.query(`DROP INDEX "invoice_emails_one_reminder_key"`);
    await queryRunner.query(`ALTER TABLE "invoice_emails" DROP COLUMN "kind"`);
    await queryRunner.query(`DROP TABLE "schedule_runs"`);
  }
}
