import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ExportRepository } from '../src/exports/export.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import {
  planOf,
  planWithout,
  queriesOf,
  type QueryPlan,
  type SentQuery,
  workWithAndWithout,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

// Years of two users' invoices and archived copies: a database of the file's own.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
beforeAll(async () => {
  ownDatabase = await createOwnDatabase('accountant_export_plans');
});
afterAll(async () => {
  await ownDatabase.drop();
});

const COPIES = 'archived_documents_user_issue_idx';
const INVOICES = 'invoices_user_date_idx';

/**
 * The accountant's export's two page queries (backend/src/exports/export.repository.ts), as the
 * repository sends them (captured, not copied): the files page reads the period's copies through
 * archived_documents_user_issue_idx in its order; the ledger page's union reads the copies
 * through the same index, the copy-less sent invoices through invoices_user_date_idx, a copy's
 * live invoice by its primary key and the "has a live copy" check through the copies' invoice
 * id index. No table is read whole; the one sort left is of the period's rows after the page's
 * position (the union's two keys), never of a table.
 */
describe('the accountant export’s plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  const quarter = { start: '2024-04-01', end: '2024-06-30' };

  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'export-plans');
    const other = await createTestUser(app, 'export-plans-other');
    // 8,000 of the owner's sent invoices over four years, 12,000 of another user's; every
    // invoice but each 5th has its archived copy (each 4th copy deleted: its invoice row is
    // kept here, as an id used again would be).
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents,
                             document)
       SELECT 'export-plan-' || n, CASE WHEN n <= 8000 THEN $1::uuid ELSE $2::uuid END,
              'INV-' || n, n, 'sent', 'unpaid',
              DATE '2023-01-01' + (n % 1400), DATE '2023-01-15' + (n % 1400), 100, 0, 21, 121,
              '{"items": [], "discount": {"type": "none", "value": "0"}, "recipient": {}}'
         FROM generate_series(1, 20000) AS n`,
      [owner.id, other.id],
    );
    await dataSource.query(
      `INSERT INTO archived_documents (user_id, invoice_id, document_type, invoice_number,
              issue_date, issued_by, seller_country, retention_until, pdf, pdf_sha256,
              ubl_missing_reason, deleted_at)
       SELECT user_id, id, 'invoice', invoice_number, date, 'email', 'NL', DATE '2034-12-31',
              convert_to('pdf ' || id, 'UTF8'), encode(sha256(convert_to('pdf ' || id, 'UTF8')), 'hex'),
              'seeded', CASE WHEN sequence % 4 = 0 THEN now() END
         FROM invoices WHERE sequence % 5 <> 0`,
    );
    await dataSource.query('VACUUM ANALYZE invoices');
    await dataSource.query('VACUUM ANALYZE archived_documents');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const repository = () => app.get(ExportRepository);
  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const ledgerFirst = () => only(() => repository().ledgerPage(owner.id, quarter, null, 500));
  const ledgerLater = () =>
    only(() =>
      repository().ledgerPage(owner.id, quarter, { date: '2024-05-10', key: 'export-plan-4' }, 500),
    );
  const filesFirst = () => only(() => repository().filesPage(owner.id, quarter, null, 50));
  const filesLater = () =>
    only(() =>
      repository().filesPage(
        owner.id,
        quarter,
        { issueDate: '2024-05-10', id: '00000000-0000-4000-8000-000000000000' },
        50,
      ),
    );

  /** Reads no table whole; a failure prints the plan. */
  const expectNoSeqScan = (plan: QueryPlan) =>
    expect({ seqScans: plan.seqScans, text: plan.text }).toEqual({
      seqScans: [],
      text: plan.text,
    });

  it.each([
    ['the first files page', filesFirst],
    ['a later files page', filesLater],
  ])('%s: through the issue-date index, in its order', async (_, statement) => {
    const plan = await planOf(dataSource, await statement());
    expectNoSeqScan(plan);
    // Whether a copy is an earlier version: a lookup by its invoice (archived_documents_invoice_idx).
    expect({ indexes: plan.indexes, sorts: plan.sorts }).toEqual({
      indexes: [COPIES, 'archived_documents_invoice_idx'],
      sorts: 0,
    });
  });

  it.each([
    ['the first ledger page', ledgerFirst],
    ['a later ledger page', ledgerLater],
  ])('%s: each side of the union through its index', async (_, statement) => {
    const plan = await planOf(dataSource, await statement());
    expectNoSeqScan(plan);
    expect(plan.indexes).toEqual(expect.arrayContaining([COPIES, INVOICES, 'PK_invoices_id']));
    // The "no live copy" check finds an invoice's copies by its id.
    expect(plan.indexes.join()).toMatch(/archived_documents_invoice_(key|idx)/);
    // Only the union is sorted (its keys come from two tables): one sort, of the period's rows.
    expect(plan.sorts).toBeLessThanOrEqual(1);
  });

  // Without its index each statement must get visibly worse.
  const dropped: [string, () => Promise<SentQuery>, string][] = [
    ['the files page', filesLater, COPIES],
    ['the ledger page, the copies', ledgerLater, COPIES],
    ['the ledger page, the invoices', ledgerLater, INVOICES],
  ];
  it.each(dropped)('%s: the plan test notices %s dropped', async (_, statement, index) => {
    const sent = await statement();
    const served = await planOf(dataSource, sent);
    const plan = await planWithout(dataSource, index, sent);
    const work = await workWithAndWithout(dataSource, index, sent);
    expect(plan.indexes).not.toContain(index);
    expect({
      readsMoreTables: plan.seqScans.length > served.seqScans.length,
      costsTwice: plan.cost >= 2 * served.cost,
      examinesThrice: work.without.rowsExamined >= 3 * work.served.rowsExamined,
    }).not.toEqual({ readsMoreTables: false, costsTwice: false, examinesThrice: false });
  });

  it('pages through the quarter’s ledger: every copy and every copy-less sent invoice once', async () => {
    const copies = (await dataSource.query(
      `SELECT count(*)::int AS n FROM archived_documents
        WHERE user_id = $1 AND issue_date BETWEEN $2 AND $3`,
      [owner.id, quarter.start, quarter.end],
    )) as [{ n: number }];
    const copyless = (await dataSource.query(
      `SELECT count(*)::int AS n FROM invoices i WHERE user_id = $1 AND date BETWEEN $2 AND $3
          AND NOT EXISTS (SELECT 1 FROM archived_documents a WHERE a.invoice_id = i.id
                             AND a.deleted_at IS NULL)`,
      [owner.id, quarter.start, quarter.end],
    )) as [{ n: number }];
    const keys: string[] = [];
    for (let after = null as { date: string; key: string } | null; ;) {
      const page = await repository().ledgerPage(owner.id, quarter, after, 150);
      keys.push(...page.map((row) => row.key));
      const last = page.at(-1);
      if (page.length < 150 || last === undefined) break;
      after = { date: last.date, key: last.key };
    }
    expect(copies[0].n).toBeGreaterThan(300);
    expect(keys).toHaveLength(copies[0].n + copyless[0].n);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
