import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ArchiveRepository } from '../src/archive/archive.repository.js';
import { DeletedDocuments } from '../src/archive/deleted-documents.service.js';
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

// Years of archived copies of two users: a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('deleted_documents_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

const INDEX = 'archived_documents_user_issue_idx';

/**
 * The reader of deleted issued documents (archive `DeletedDocuments`), which the VAT return and
 * the reports add to the live invoices: each keyset batch one query through
 * archived_documents_user_issue_idx (user_id, issue_date, id), deleted_at and the snapshot
 * checked on the period's rows; the batches together exactly the period's deleted copies that
 * kept their snapshot, in (issue date, id) order.
 */
describe('deleted issued documents plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  const quarter = { start: '2024-04-01', end: '2024-06-30' };

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'deleted-plans');
    const other = await createTestUser(app, 'deleted-plans-other');
    // 8,000 of the owner's copies over four years (every 3rd deleted, every 7th without its
    // snapshot: kept before it existed), 12,000 of another user's, deleted alike.
    await dataSource.query(
      `INSERT INTO archived_documents (user_id, invoice_id, document_type, invoice_number,
              issue_date, issued_by, seller_country, retention_until, pdf, pdf_sha256,
              ubl_missing_reason, document, deleted_at)
       SELECT CASE WHEN n <= 8000 THEN $1::uuid ELSE $2::uuid END, 'copy-' || n, 'invoice',
              'INV-' || n, DATE '2023-01-01' + (n % 1400), 'email', 'NL', DATE '2034-12-31',
              convert_to('pdf ' || n, 'UTF8'), encode(sha256(convert_to('pdf ' || n, 'UTF8')), 'hex'),
              'seeded',
              CASE WHEN n % 7 = 0 THEN NULL ELSE jsonb_build_object(
                'items', jsonb_build_array(jsonb_build_object('id', 'l', 'description', 'Work',
                  'quantity', '1', 'price', '100,00', 'vatRate', '21')),
                'discount', '{"type": "none", "value": "0"}'::jsonb,
                'recipient', '{"company": "Klant"}'::jsonb) END,
              CASE WHEN n % 3 = 0 THEN now() END
         FROM generate_series(1, 20000) AS n`,
      [owner.id, other.id],
    );
    await dataSource.query('VACUUM ANALYZE archived_documents');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const repository = () => app.get(ArchiveRepository);
  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const cases: [string, () => Promise<SentQuery>][] = [
    [
      'the first batch',
      () => only(() => repository().deletedSnapshots(owner.id, quarter, null, 500)),
    ],
    [
      'a later batch',
      () =>
        only(() =>
          repository().deletedSnapshots(
            owner.id,
            quarter,
            { issueDate: '2024-05-10', id: '00000000-0000-4000-8000-000000000000' },
            500,
          ),
        ),
    ],
  ];

  it.each(cases)(
    '%s: one query, through the issue-date index, in its order, reading no table whole',
    async (_, statement) => {
      // The batch's LIMIT is a fair share of a test quarter's rows, where sorting them is cheaper
      // than the index order; at scale it is not (query-plans.ts, `sortsPricedOut`).
      const plan = await planOf(dataSource, await statement(), { sortsPricedOut: true });
      // A later version of the copy is looked up by its invoice (archived_documents_invoice_idx).
      expect({ indexes: plan.indexes, seqScans: plan.seqScans, sorts: plan.sorts }).toEqual({
        indexes: [INDEX, 'archived_documents_invoice_idx'],
        seqScans: [],
        sorts: 0,
      });
    },
  );

  // Without its index the statement must get visibly worse.
  it.each(cases)('%s: the plan test notices the index dropped', async (_, statement) => {
    const sent = await statement();
    const served = await planOf(dataSource, sent);
    const plan = await planWithout(dataSource, INDEX, sent);
    const work = await workWithAndWithout(dataSource, INDEX, sent);
    expect(plan.indexes).not.toContain(INDEX);
    expect({
      readsMoreTables: plan.seqScans.length > served.seqScans.length,
      costsTwice: plan.cost >= 2 * served.cost,
      examinesThrice: work.without.rowsExamined >= 3 * work.served.rowsExamined,
    }).not.toEqual({ readsMoreTables: false, costsTwice: false, examinesThrice: false });
  });

  it("pages through the quarter: every deleted copy of the owner's with a snapshot, once", async () => {
    const expected = (
      (await dataSource.query(
        `SELECT id FROM archived_documents WHERE user_id = $1 AND deleted_at IS NOT NULL
            AND document IS NOT NULL AND issue_date BETWEEN $2 AND $3 ORDER BY issue_date, id`,
        [owner.id, quarter.start, quarter.end],
      )) as { id: string }[]
    ).map(({ id }) => id);
    expect(expected.length).toBeGreaterThan(100);
    const deleted = app.get(DeletedDocuments);
    const sent = await queriesOf(dataSource, async () => {
      expect((await deleted.inRange(owner.id, quarter, 40)).map(({ id }) => id)).toEqual(expected);
    });
    expect(sent).toHaveLength(Math.floor(expected.length / 40) + 1);
    const [first] = await deleted.inRange(owner.id, quarter);
    expect(first).toMatchObject({
      id: expected[0],
      invoiceId: expect.stringMatching(/^copy-/),
      invoiceNumber: expect.stringMatching(/^INV-/),
      documentType: 'invoice',
      deletedAt: expect.any(Date),
      snapshot: {
        items: [expect.objectContaining({ price: '100,00', vatRate: '21' })],
        discount: { type: 'none', value: '0' },
        recipient: { company: 'Klant' },
      },
    });
    expect(first!.snapshot).not.toHaveProperty('vatRegime');
  });
});
