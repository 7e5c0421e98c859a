import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ReportsRepository } from '../src/reports/reports.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import {
  planOf,
  planWithout,
  queriesOf,
  type SentQuery,
  workWithAndWithout,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

// Thousands of invoices over years: a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('reports_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * The reports' two reads (issue 34), each one query through an index (support/query-plans.ts):
 * a year's documents through the user's dates, and the open invoices of any year through the
 * user's payment statuses, their credit notes through `invoices_credited_idx`.
 */
describe('reports plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'reports-plans');
    const others = await Promise.all(
      [1, 2, 3].map((n) => createTestUser(app, `reports-plans-${n}`)),
    );
    // 8,000 invoices of the owner over four years, mostly paid (as a freelancer's are), and
    // 12,000 of others.
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document, credit_count)
       SELECT 'report-plan-' || n,
              CASE WHEN n <= 8000 THEN $1::uuid ELSE ($2::uuid[])[1 + n % 3] END,
              'INV-' || n, n, 'sent',
              CASE n % 10 WHEN 0 THEN 'unpaid' WHEN 5 THEN 'overdue' ELSE 'paid' END,
              DATE '2023-01-01' + (n % 1400), DATE '2023-01-15' + (n % 1400), 100, 0, 21, 121,
              '{"recipient": {"company": "Klant"}}',
              CASE WHEN n % 50 = 0 THEN 1 ELSE 0 END
         FROM generate_series(1, 20000) AS n`,
      [owner.id, others.map((user) => user.id)],
    );
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document, document_type, credited_invoice_id)
       SELECT 'report-credit-' || n, $1, 'CN-' || n, n, 'saved', 'unpaid', i.date, i.date,
              50, 0, 0, 50, '{}', 'credit_note', i.id
         FROM generate_series(50, 8000, 50) AS n
         JOIN invoices i ON i.id = 'report-plan-' || n`,
      [owner.id],
    );
    await dataSource.query('VACUUM ANALYZE invoices, companies');
  });

  afterAll(async () => {
    await app?.close();
  });

  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const reports = () => app.get(ReportsRepository);

  type Case = { index: string; statement: () => Promise<SentQuery>; alsoReads?: string };
  const cases: [string, Case][] = [
    [
      'a year of documents',
      {
        index: 'invoices_user_date_idx',
        statement: () =>
          only(() => reports().revenueDocuments(owner.id, '2024-01-01', '2024-12-31')),
      },
    ],
    [
      'the open invoices',
      {
        index: 'invoices_user_payment_list_idx',
        statement: () => only(() => reports().openInvoices(owner.id)),
        alsoReads: 'invoices_credited_idx',
      },
    ],
  ];

  it.each(cases)('%s: one query, through its index, reading no table whole', async (_, which) => {
    const plan = await planOf(dataSource, await which.statement());
    expect({ indexes: plan.indexes, seqScans: plan.seqScans }).toEqual({
      indexes: expect.arrayContaining([which.index, ...[which.alsoReads ?? []].flat()]),
      seqScans: [],
    });
  });

  // Without its index the statement must get visibly worse: a table read whole, twice the
  // planner's cost, or, run, three times the rows examined.
  it.each(cases)('%s: the plan test notices its index dropped', async (_, which) => {
    const statement = await which.statement();
    const served = await planOf(dataSource, statement);
    const plan = await planWithout(dataSource, which.index, statement);
    const work = await workWithAndWithout(dataSource, which.index, statement);
    expect(plan.indexes).not.toContain(which.index);
    expect({
      readsMoreTables: plan.seqScans.length > served.seqScans.length,
      costsTwice: plan.cost >= 2 * served.cost,
      examinesThrice: work.without.rowsExamined >= 3 * work.served.rowsExamined,
    }).not.toEqual({ readsMoreTables: false, costsTwice: false, examinesThrice: false });
  });
});
