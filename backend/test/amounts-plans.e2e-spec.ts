import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { amountsWindow, type AmountsWindow } from '@app/contracts/invoice';
import { AdminDailyStatsRepository } from '../src/admin/admin-daily-stats.repository.js';
import { InvoiceAmountsRepository } from '../src/invoices/amounts/invoice-amounts.repository.js';
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

// Thousands of users and invoices over years: a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('amounts_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * Issue 29's sums, each one query read through an index (the statements the repositories send,
 * captured, planned over seeded rows with sequential scans priced out: support/query-plans.ts):
 * a period's amounts through the user's dates and the credited invoices' credit notes, and the
 * admin's sign-ups and invoices per day through an index led by `created_at`.
 */
describe('amounts at a glance plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'amounts-plans');
    // 20,000 users over four years; 8,000 invoices of one user and 12,000 of others over as long.
    await dataSource.query(
      `INSERT INTO users (email, email_verified, display_name, created_at)
       SELECT 'plan-' || n || '@example.test', true, 'Plan ' || n,
              TIMESTAMPTZ '2023-01-01 00:00:00+00' + n * interval '105 minutes'
         FROM generate_series(1, 20000) AS n`,
    );
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document, created_at, credit_count)
       SELECT 'amount-plan-' || n, CASE WHEN n <= 8000 THEN $1::uuid ELSE u.id END,
              'INV-' || n, n, 'sent',
              (ARRAY['unpaid', 'paid', 'markedPaid', 'overdue', 'overdue_reminded'])[1 + n % 5],
              DATE '2023-01-01' + (n % 1400), DATE '2023-01-15' + (n % 1400), 100, 0, 21, 121,
              '{}', TIMESTAMPTZ '2023-01-01 00:00:00+00' + n * interval '90 minutes',
              CASE WHEN n % 50 = 0 THEN 1 ELSE 0 END
         FROM generate_series(1, 20000) AS n
         JOIN users u ON u.email = 'plan-' || (1 + n % 20000) || '@example.test'`,
      [owner.id],
    );
    // A credit note on every 50th invoice of the owner.
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document, document_type, credited_invoice_id)
       SELECT 'amount-credit-' || n, $1, 'CN-' || n, n, 'saved', 'unpaid', i.date, i.date,
              50, 0, 0, 50, '{}', 'credit_note', i.id
         FROM generate_series(50, 8000, 50) AS n
         JOIN invoices i ON i.id = 'amount-plan-' || n`,
      [owner.id],
    );
    await dataSource.query('VACUUM ANALYZE users, invoices');
  });

  afterAll(async () => {
    await app?.close();
  });

  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const amountsOf = (period: string) =>
    only(() =>
      app
        .get(InvoiceAmountsRepository)
        .groups(owner.id, amountsWindow(period) as AmountsWindow, '2026-11-27'),
    );
  const range = { start: '2024-03-01', end: '2024-03-30' };
  const daily = () => app.get(AdminDailyStatsRepository);

  type Case = { index: string; statement: () => Promise<SentQuery>; alsoReads?: string };
  const cases: [string, Case][] = [
    [
      'a month of amounts',
      {
        index: 'invoices_user_date_idx',
        statement: () => amountsOf('month-2024-03'),
        alsoReads: 'invoices_credited_idx',
      },
    ],
    [
      'a year of amounts',
      {
        index: 'invoices_user_date_idx',
        statement: () => amountsOf('custom-2024-01-01-2024-12-31'),
        alsoReads: 'invoices_credited_idx',
      },
    ],
    [
      'sign-ups per day',
      {
        index: 'users_newest_idx',
        statement: () => only(() => daily().signUpsPerDay(range, 'Europe/Amsterdam')),
      },
    ],
    [
      'invoices per day',
      {
        index: 'invoices_created_idx',
        statement: () => only(() => daily().invoicesPerDay(range, 'Europe/Amsterdam')),
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
