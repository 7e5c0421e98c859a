import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { VatReturnDocuments } from '../src/vat-return/vat-return-documents.js';
import { VatReturnDocumentsRepository } from '../src/vat-return/vat-return-documents.repository.js';
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

// Years of one user's invoices among many others': a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('vat_return_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

/**
 * The VAT return's documents (backend/src/vat-return): each keyset batch one query through
 * invoices_user_date_idx (user_id, date; id among its INCLUDE columns), and the batches
 * together exactly the period's issued documents, in (date, id) order.
 */
describe('VAT return documents plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  const quarter = { start: '2024-04-01', end: '2024-06-30' };

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'vat-plans');
    const other = await createTestUser(app, 'vat-plans-other');
    // 8,000 of the owner's over four years (every 10th a concept), 12,000 of another user's.
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document)
       SELECT 'vat-plan-' || n, CASE WHEN n <= 8000 THEN $1::uuid ELSE $2::uuid END,
              'INV-' || n, n, CASE WHEN n % 10 = 0 THEN 'concept' ELSE 'sent' END, 'unpaid',
              DATE '2023-01-01' + (n % 1400), DATE '2023-01-15' + (n % 1400), 100, 0, 21, 121,
              '{"items": [], "discount": {"type": "none", "value": "0"}, "recipient": {}}'
         FROM generate_series(1, 20000) AS n`,
      [owner.id, other.id],
    );
    await dataSource.query('VACUUM ANALYZE invoices');
  });

  afterAll(async () => {
    await app?.close();
  });

  const repository = () => app.get(VatReturnDocumentsRepository);
  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const cases: [string, () => Promise<SentQuery>][] = [
    ['the first batch', () => only(() => repository().batch(owner.id, quarter, null, 500))],
    [
      'a later batch',
      () =>
        only(() =>
          repository().batch(owner.id, quarter, { date: '2024-05-10', id: 'vat-plan-4' }, 500),
        ),
    ],
  ];

  it.each(cases)(
    '%s: one query, through the date index, reading no table whole',
    async (_, statement) => {
      const plan = await planOf(dataSource, await statement());
      expect({ indexes: plan.indexes, seqScans: plan.seqScans }).toEqual({
        indexes: ['invoices_user_date_idx'],
        seqScans: [],
      });
    },
  );

  // Without its index the statement must get visibly worse.
  it.each(cases)('%s: the plan test notices the index dropped', async (_, statement) => {
    const sent = await statement();
    const served = await planOf(dataSource, sent);
    const plan = await planWithout(dataSource, 'invoices_user_date_idx', sent);
    const work = await workWithAndWithout(dataSource, 'invoices_user_date_idx', sent);
    expect(plan.indexes).not.toContain('invoices_user_date_idx');
    expect({
      readsMoreTables: plan.seqScans.length > served.seqScans.length,
      costsTwice: plan.cost >= 2 * served.cost,
      examinesThrice: work.without.rowsExamined >= 3 * work.served.rowsExamined,
    }).not.toEqual({ readsMoreTables: false, costsTwice: false, examinesThrice: false });
  });

  it("pages through the quarter: every issued document of the owner's once, by date and id", async () => {
    const expected = (
      (await dataSource.query(
        `SELECT id FROM invoices WHERE user_id = $1 AND status <> 'concept'
            AND date BETWEEN $2 AND $3 ORDER BY date, id`,
        [owner.id, quarter.start, quarter.end],
      )) as { id: string }[]
    ).map(({ id }) => id);
    expect(expected.length).toBeGreaterThan(400);
    const documents = app.get(VatReturnDocuments);
    const sent = await queriesOf(dataSource, async () => {
      expect((await documents.inRange(owner.id, quarter, 200)).map(({ id }) => id)).toEqual(
        expected,
      );
    });
    // The invoices' batches, then one for the deleted copies (none here; deleted-documents-plans).
    expect(sent).toHaveLength(Math.floor(expected.length / 200) + 2);
    const once = await documents.inRange(owner.id, quarter);
    expect(once.map(({ id }) => id)).toEqual(expected);
    expect(once[0]).toMatchObject({ status: 'sent', items: [], invoiceNumber: expect.any(String) });
  });
});
