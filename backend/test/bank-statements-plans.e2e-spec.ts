import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { BankCreditsRepository } from '../src/bank-statements/bank-credits.repository.js';
import { OpenInvoicesRepository } from '../src/bank-statements/open-invoices.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import { planOf, planWithout, queriesOf, type SentQuery } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

// Thousands of credits and invoices of many users: a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('bank_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * The bank reconciliation's reads, each through an index (statements captured from the
 * repositories, planned with sequential scans priced out: support/query-plans.ts): the credits
 * list by state, the identities an import looks up, and the open invoices it matches against.
 */
describe('bank statement plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'bank-plans');
    const other = await createTestUser(app, 'bank-plans-other');
    // 20,000 credits over five states, half the owner's.
    await dataSource.query(
      `INSERT INTO bank_credits (user_id, credit_id, account, amount_cents, booking_date,
                                 bank_reference, end_to_end_id, debtor_name, debtor_iban,
                                 structured_references, remittance_lines, state)
       SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, 'credit-' || n, 'NL91ABNA0417164300',
              100 + n, DATE '2023-01-01' + (n % 1400), 'REF-' || n, '', 'Payer ' || n, '', '[]', '[]',
              (ARRAY['paid', 'review', 'unmatched', 'confirmed', 'dismissed'])[1 + n % 5]
         FROM generate_series(1, 20000) AS n`,
      [owner.id, other.id],
    );
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document, credit_count)
       SELECT 'bank-plan-' || n, CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END,
              'INV-' || n, n, 'sent',
              (ARRAY['unpaid', 'paid', 'markedPaid', 'paid', 'paid'])[1 + n % 5],
              DATE '2023-01-01' + (n % 1400), DATE '2023-01-15' + (n % 1400), 100, 0, 21, 121,
              '{}', 0
         FROM generate_series(1, 20000) AS n`,
      [owner.id, other.id],
    );
    await dataSource.query('VACUUM ANALYZE bank_credits, invoices');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  const only = async (work: () => Promise<unknown>): Promise<SentQuery[]> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent.length).toBeGreaterThan(0);
    return sent;
  };
  const credits = () => app.get(BankCreditsRepository);

  type Case = { index: string; statements: () => Promise<SentQuery[]> };
  const cases: [string, Case][] = [
    [
      'a page of credits in review',
      {
        index: 'bank_credits_user_state_idx',
        statements: () => only(() => credits().page(owner.id, 'review', { offset: 0 }, 50)),
      },
    ],
    [
      'the count of credits in review',
      {
        index: 'bank_credits_user_state_idx',
        statements: () => only(() => credits().countListed(owner.id, 'review')),
      },
    ],
    [
      'the identities an import looks up',
      {
        index: 'bank_credits_user_credit_key',
        statements: () =>
          only(() => credits().existingIds(owner.id, ['credit-2', 'credit-4', 'unknown'])),
      },
    ],
    [
      'the open invoices an import matches',
      {
        index: 'invoices_user_payment_list_idx',
        statements: () => only(() => app.get(OpenInvoicesRepository).open(owner.id)),
      },
    ],
  ];

  it.each(cases)('%s: through its index, reading no table whole', async (_, which) => {
    for (const statement of await which.statements()) {
      const plan = await planOf(dataSource, statement);
      expect({ indexes: plan.indexes, seqScans: plan.seqScans }).toEqual({
        indexes: expect.arrayContaining([which.index]),
        seqScans: [],
      });
    }
  });

  // The open invoices are not in the list: without the payment-status index, the overview's
  // unpaid and overdue indexes (partial, the same user's open rows) serve the query as well.
  const dropped = cases.filter(([, which]) => which.index.startsWith('bank_credits'));
  it.each(dropped)('%s: the plan test notices its index dropped', async (_, which) => {
    for (const statement of await which.statements()) {
      const served = await planOf(dataSource, statement);
      const without = await planWithout(dataSource, which.index, statement);
      expect(without.indexes).not.toContain(which.index);
      expect(without.seqScans.length > 0 || without.cost > 2 * served.cost).toBe(true);
    }
  });
});
