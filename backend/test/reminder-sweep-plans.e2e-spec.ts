import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { defaultReminderSettings } from '@app/contracts/settings';
import { Transactions } from '../src/database/transactions.js';
import { OverdueWorkService } from '../src/reminders/overdue-work.service.js';
import { OverdueRepository } from '../src/reminders/overdue.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import {
  planOf,
  planWithout,
  queriesOf,
  type QueryPlan,
  type SentQuery,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

/**
 * What this proves: the statements the overdue sweep really sends (captured from the repository,
 * not copied) are served by the indexes made for them, over a few thousand invoices and e-mails
 * of two users, and would not be without them. Planned with sequential scans priced out
 * (query-plans.ts): at this size a scan is legitimately cheaper, at a million rows it is the
 * 15-minute claim issue 38 measured.
 */
const today = '2026-06-01';

// The sweep reads every user's invoices: a database of this file's own keeps the statistics
// (and the rows) to what it seeds.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let app: NestExpressApplication;
let dataSource: DataSource;
let remindersOn: string;

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('reminder_sweep_plans');
  app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
  dataSource = app.get(DataSource);
  const owners = [await createTestUser(app, 'many'), await createTestUser(app, 'reminders-off')];
  remindersOn = owners[0]!.id;
  await dataSource.query(
    `INSERT INTO "user_settings" ("user_id", "document") VALUES ($1, '{"reminders":{"enabled":false}}')`,
    [owners[1]!.id],
  );
  for (const [index, owner] of owners.entries()) {
    // 3,000 invoices each, due over the last years: a tenth of each payment state that matters,
    // the rest paid or never sent.
    await dataSource.query(
      `INSERT INTO "invoices" ("id", "user_id", "invoice_number", "sequence", "status", "payment_status",
                               "date", "due_date", "subtotal_cents", "discount_cents", "vat_cents",
                               "total_cents", "document")
       SELECT 'plan-' || $2::int || '-' || n, $1, 'F' || n, n,
              CASE WHEN n % 10 = 9 THEN 'saved' ELSE 'sent' END,
              (ARRAY['overdue', 'unpaid', 'overdue_reminded', 'paid', 'paid', 'paid', 'paid', 'paid',
                     'paid', 'unpaid'])[1 + n % 10],
              DATE '2026-06-01' - (n % 1500) - 14, DATE '2026-06-01' - (n % 1500), 1000, 0, 210, 1210,
              '{}'
         FROM generate_series(1, 3000) AS n`,
      [owner.id, index],
    );
  }
  // Every sent invoice went out once, a few twice (a resend after a failure); the reminded ones
  // have their reminder.
  await dataSource.query(
    `INSERT INTO "invoice_emails" ("user_id", "invoice_id", "recipient_email", "custom_message",
                                   "locale", "status", "kind", "sent_at")
     SELECT i."user_id", i."id", 'klant@example.test', '', 'nl', 'sent', 'invoice',
            i."date"::timestamptz + interval '1 hour'
       FROM "invoices" AS i WHERE i."status" = 'sent'
     UNION ALL
     SELECT i."user_id", i."id", 'klant@example.test', '', 'nl', 'failed', 'invoice', NULL
       FROM "invoices" AS i WHERE i."status" = 'sent' AND i."sequence" % 7 = 0
     UNION ALL
     SELECT i."user_id", i."id", 'klant@example.test', '', 'nl', 'sent', 'reminder',
            i."due_date"::timestamptz + interval '8 days'
       FROM "invoices" AS i WHERE i."payment_status" = 'overdue_reminded'`,
  );
  await dataSource.query('VACUUM ANALYZE "invoices", "invoice_emails", "user_settings"');
});
afterAll(async () => {
  await app.close();
  await ownDatabase.drop();
});

const overdue = () => app.get(OverdueRepository);

/** The one statement `work` sends. */
async function statementOf(work: () => Promise<unknown>): Promise<SentQuery> {
  const sent = await queriesOf(dataSource, work);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const claim = (after: Parameters<OverdueRepository['claimDueReminders']>[3]) =>
  statementOf(() => overdue().claimDueReminders(today, defaultReminderSettings(), [], after, 50));

/**
 * A marking batch, sent and rolled back: capturing it must not change the seeded rows. 100
 * rather than the sweep's 1,000: a batch takes a small part of the backlog (1,000 of 200k
 * measured), and taking most of these 1,200 a planner rightly prefers to collect and sort.
 */
async function markingBatch(): Promise<SentQuery> {
  let statement: SentQuery | undefined;
  const rolledBack = new Error('rolled back on purpose');
  await expect(
    app.get(Transactions).run(async (tx) => {
      statement = await statementOf(() => overdue().in(tx).markOverdue(today, 100));
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  return statement!;
}

/** Reads `indexes`, no table whole and sorts nothing (a failure prints the plan). */
function expectServed(plan: QueryPlan, indexes: string[]): void {
  expect(plan).toEqual({
    indexes: expect.arrayContaining(indexes),
    seqScans: [],
    sorts: 0,
    cost: expect.any(Number),
    text: expect.any(String),
  });
}

/**
 * A claim takes a batch of 50, a fair share of the rows seeded here: sorting them would be
 * cheaper here, never at 200k overdue invoices (query-plans.ts `sortsPricedOut`).
 */
const CLAIM = { sortsPricedOut: true };

describe('the overdue sweep’s plans', () => {
  it('claims a reminder through the overdue index in its order, and looks up e-mails by invoice', async () => {
    const first = await claim(null);
    expectServed(await planOf(dataSource, first, CLAIM), [
      'invoices_overdue_due_idx',
      'invoice_emails_invoice_kind_idx',
    ]);
    // Later claims of a round start after the last one: the cursor is an index condition, not
    // a filter over everything before it.
    const next = await claim({ dueDate: '2025-01-01', invoiceId: 'plan-0-100' });
    const plan = await planOf(dataSource, next, CLAIM);
    expectServed(plan, ['invoices_overdue_due_idx', 'invoice_emails_invoice_kind_idx']);
    expect(plan.text).toMatch(/Index Cond: \(ROW\(due_date, \(id\)::text\) > ROW\(/);
  });

  it('marks a batch overdue through the unpaid index in its order', async () => {
    expectServed(await planOf(dataSource, await markingBatch()), [
      'invoices_unpaid_due_idx',
      'PK_invoices_id',
    ]);
  });

  it('would read whole tables or sort without those indexes', async () => {
    const first = await claim(null);
    const withoutOverdue = await planWithout(dataSource, 'invoices_overdue_due_idx', first, CLAIM);
    expect(withoutOverdue.indexes).not.toContain('invoices_overdue_due_idx');
    expect(withoutOverdue.seqScans.includes('invoices') || withoutOverdue.sorts > 0).toBe(true);

    const withoutByInvoice = await planWithout(
      dataSource,
      'invoice_emails_invoice_kind_idx',
      first,
      CLAIM,
    );
    expect(withoutByInvoice.indexes).not.toContain('invoice_emails_invoice_kind_idx');
    expect(withoutByInvoice.seqScans.includes('invoice_emails') || withoutByInvoice.sorts > 0).toBe(
      true,
    );

    const batch = await markingBatch();
    const withoutUnpaid = await planWithout(dataSource, 'invoices_unpaid_due_idx', batch);
    expect(withoutUnpaid.indexes).not.toContain('invoices_unpaid_due_idx');
    expect(withoutUnpaid.seqScans.includes('invoices') || withoutUnpaid.sorts > 0).toBe(true);

    // Rolled back: the indexes are all still there.
    expectServed(await planOf(dataSource, first, CLAIM), ['invoices_overdue_due_idx']);
  });
});

describe('the overdue sweep with its cursor, on two instances at once', () => {
  // Last in the file: it changes the rows the plans above were made over.
  it('marks every past-due invoice and plans every due reminder, each once', async () => {
    const due = (
      (await dataSource.query(
        `SELECT "id" FROM "invoices" WHERE "user_id" = $1 AND "status" = 'sent'
            AND "payment_status" IN ('unpaid', 'overdue') ORDER BY "id"`,
        [remindersOn],
      )) as { id: string }[]
    ).map(({ id }) => id);
    expect(due.length).toBeGreaterThan(500);
    const reminded = async () =>
      (await dataSource.query(
        `SELECT e."invoice_id" AS "id", i."user_id" AS "userId"
           FROM "invoice_emails" AS e JOIN "invoices" AS i ON i."id" = e."invoice_id"
          WHERE e."kind" = 'reminder' ORDER BY e."invoice_id"`,
      )) as { id: string; userId: string }[];
    const before = new Set((await reminded()).map(({ id }) => id));

    // Real time: every seeded due date is months behind today, so every reminder is due.
    const second = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    try {
      await Promise.all([
        app.get(OverdueWorkService).runOnce(),
        second.get(OverdueWorkService).runOnce(),
      ]);
    } finally {
      await second.close();
    }

    const planned = (await reminded()).filter(({ id }) => !before.has(id));
    expect(planned.map(({ id }) => id)).toEqual(due);
    const left = (await dataSource.query(
      `SELECT "payment_status" AS "status", count(*)::int AS "count" FROM "invoices"
        WHERE "status" = 'sent' AND "payment_status" IN ('unpaid', 'overdue')
        GROUP BY 1 ORDER BY 1`,
    )) as { status: string; count: number }[];
    // Only the invoices of the user who switched reminders off stay overdue; none is unpaid.
    expect(left).toEqual([{ status: 'overdue', count: expect.any(Number) }]);
  }, 120_000);
});
