import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin area at 100k users (issue 38): the users list and its counters, and the e-mail queue,
 * each read through an index in its own order instead of counting or sorting whole tables.
 *
 * **Invoice counters.** `user_invoice_counts` keeps each user's number of invoices, maintained by
 * triggers on `invoices` in the transaction of the write itself (so a rolled back insert never
 * counted). A table of its own rather than a column on `users`:
 * - contention: a counter on the user row would hold that row's lock from an invoice's insert
 *   until its commit, and sign-in, the activity stamp (`last_active_at`) and profile updates write
 *   the same row; here only invoice writes of the same user meet, and those already queue on the
 *   numbering lock (`user_settings FOR UPDATE`), so the counter adds no new waiting;
 * - churn: each counted write makes a new version of a narrow row (a uuid and an integer), not of
 *   a user row with its e-mail, name and photo address;
 * - the total over everyone (`sum(invoice_count)`) reads one narrow row per user with invoices.
 * A missing row means 0 (the list joins it with LEFT JOIN).
 *
 * Statement-level triggers, with the statement's rows as a transition table: one upsert per user
 * a statement touched, however many invoices it inserted or deleted. Row-level triggers updated
 * the same counter row once per invoice, and in one transaction those versions can't be pruned,
 * so each update walked all the ones before: 300k invoices inserted for one user in one statement
 * (a seed, an import) had not finished after ten minutes; with these it takes 1.7 s, of which
 * 0.1 s is the counter (measured on PostgreSQL 15), and deleting them with their user 0.1 s. A deleted user's counter goes with them by
 * its foreign key, before or after the cascaded invoices' trigger, which then updates nothing.
 * An update counts only when it moves an invoice to another user (which the product never does):
 * a row-level trigger on `user_id` that fires only then, so saving an invoice costs nothing here.
 * A TRUNCATE of the invoices forgets every counter. Created before the backfill: CREATE TRIGGER
 * locks out writes to `invoices` until this migration commits, so no invoice is counted twice or
 * missed.
 *
 * **Users list.** Newest first `created_at DESC, id DESC` (`users_newest_idx`, its exact order,
 * also serving the keyset `(created_at, id) < (…)`); the search, a case-insensitive "contains" on
 * e-mail and display name, through trigram GIN indexes on `lower(…)` (pg_trgm, see
 * 1764400000000-index-company-names); "active today" through `users_last_active_idx`.
 *
 * **E-mail queue.** `invoice_emails_newest_idx` was `(created_at DESC, id)`: it serves that order,
 * but the keyset of a next page is a row comparison `(created_at, id) < (…)`, which an index
 * answers only when both columns run in one direction. The queue's order becomes
 * `created_at DESC, id DESC` with `invoice_emails_queue_idx` in it, which replaces the old index
 * (nothing else reads by `created_at` across users). `invoice_emails_status_idx` bounds the
 * queue's "sent" counter (counted up to a cap) whatever the mix of states; "planned" is counted
 * through `invoice_emails_unfinished_idx`.
 */
export class CountInvoicesAndIndexTheAdminLists1765600000000 implements MigrationInterface {
  name = 'CountInvoicesAndIndexTheAdminLists1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_invoice_counts" (
        "user_id" uuid NOT NULL,
        "invoice_count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_user_invoice_counts_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_invoice_counts_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
    // One upsert per user, in user order (two statements never wait on each other's counters
    // in opposite orders).
    await queryRunner.query(
      `CREATE FUNCTION "count_inserted_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "user_invoice_counts" ("user_id", "invoice_count")
         SELECT "user_id", count(*) FROM "inserted_invoices" GROUP BY "user_id" ORDER BY "user_id"
         ON CONFLICT ("user_id")
         DO UPDATE SET "invoice_count" = "user_invoice_counts"."invoice_count" + EXCLUDED."invoice_count";
         RETURN NULL;
       END
       $$`,
    );
    // Only an update: the counter of a user being deleted may be gone already (its foreign key
    // cascades too), and an insert would then violate that key.
    await queryRunner.query(
      `CREATE FUNCTION "count_deleted_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE "user_invoice_counts" AS c SET "invoice_count" = c."invoice_count" - d."count"
           FROM (SELECT "user_id", count(*) AS "count" FROM "deleted_invoices"
                  GROUP BY "user_id" ORDER BY "user_id") AS d
          WHERE c."user_id" = d."user_id";
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "move_user_invoice_count"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE "user_invoice_counts" SET "invoice_count" = "invoice_count" - 1
          WHERE "user_id" = OLD."user_id";
         INSERT INTO "user_invoice_counts" ("user_id", "invoice_count") VALUES (NEW."user_id", 1)
         ON CONFLICT ("user_id")
         DO UPDATE SET "invoice_count" = "user_invoice_counts"."invoice_count" + 1;
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "forget_user_invoice_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         DELETE FROM "user_invoice_counts";
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "invoices_count_inserted" AFTER INSERT ON "invoices"
       REFERENCING NEW TABLE AS "inserted_invoices"
       FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_invoices"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "invoices_count_deleted" AFTER DELETE ON "invoices"
       REFERENCING OLD TABLE AS "deleted_invoices"
       FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_invoices"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "invoices_count_moved" AFTER UPDATE OF "user_id" ON "invoices"
       FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
       EXECUTE FUNCTION "move_user_invoice_count"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "invoices_count_truncated" AFTER TRUNCATE ON "invoices"
       FOR EACH STATEMENT EXECUTE FUNCTION "forget_user_invoice_counts"()`,
    );
    await queryRunner.query(
      `INSERT INTO "user_invoice_counts" ("user_id", "invoice_count")
       SELECT "user_id", count(*) FROM "invoices" GROUP BY "user_id"`,
    );

    await queryRunner.query(
      `CREATE INDEX "users_newest_idx" ON "users" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "users_last_active_idx" ON "users" ("last_active_at")`);
    await queryRunner.query(
      `CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin (lower("display_name") gin_trgm_ops)`,
    );

    await queryRunner.query(
      `CREATE INDEX "invoice_emails_queue_idx" ON "invoice_emails" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`DROP INDEX "invoice_emails_newest_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_status_idx" ON "invoice_emails" ("status")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "invoice_emails_status_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoice_emails_newest_idx" ON "invoice_emails" ("created_at" DESC, "id")`,
    );
    await queryRunner.query(`DROP INDEX "invoice_emails_queue_idx"`);
    await queryRunner.query(`DROP INDEX "users_display_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "users_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "users_last_active_idx"`);
    await queryRunner.query(`DROP INDEX "users_newest_idx"`);
    await queryRunner.query(`DROP TRIGGER "invoices_count_truncated" ON "invoices"`);
    await queryRunner.query(`DROP TRIGGER "invoices_count_moved" ON "invoices"`);
    await queryRunner.query(`DROP TRIGGER "invoices_count_deleted" ON "invoices"`);
    await queryRunner.query(`DROP TRIGGER "invoices_count_inserted" ON "invoices"`);
    await queryRunner.query(`DROP FUNCTION "forget_user_invoice_counts"()`);
    await queryRunner.query(`DROP FUNCTION "move_user_invoice_count"()`);
    await queryRunner.query(`DROP FUNCTION "count_deleted_invoices"()`);
    await queryRunner.query(`DROP FUNCTION "count_inserted_invoices"()`);
    await queryRunner.query(`DROP TABLE "user_invoice_counts"`);
  }
}
