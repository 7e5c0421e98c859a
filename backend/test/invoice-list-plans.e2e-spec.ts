import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import type { ListInvoicesQueryDto } from '../src/invoices/dto/list-invoices.dto.js';
import { InvoicesRepository } from '../src/invoices/invoices.repository.js';
import { InvoicesService } from '../src/invoices/invoices.service.js';
import { encodeCursor } from '../src/common/api/list-page.js';
import {
  planOf,
  planWithout,
  queriesOf,
  workWithAndWithout,
  type SentQuery,
} from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Every page and count of the overview (spec §4: status, payment-status filter, period,
 * planned; offset and cursor pages) read through an index in the list's order (issue 38): at
 * 300k invoices a filter that walks every invoice of the user, or sorts them, is what made the
 * overview slow. The statements are the ones InvoicesService.list sends (captured, not copied),
 * planned over a few thousand seeded rows with sequential scans priced out.
 */
describe('overview list plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  const others: TestUser[] = [];

  const seed = (user: TestUser, count: number, prefix: string) =>
    dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       SELECT $2 || n, $1, 'INV-' || lpad(n::text, 6, '0'), n,
              CASE WHEN n % 5 = 0 THEN 'saved' ELSE 'sent' END,
              (ARRAY['unpaid', 'paid', 'markedPaid', 'overdue', 'overdue_reminded', 'canceled',
                     'paid', 'unpaid'])[1 + n % 8],
              DATE '2021-01-01' + (n % 2000), DATE '2021-01-31' + (n % 2000),
              100, 0, 21, 121, '{}'
         FROM generate_series(1, $3::int) AS n`,
      [user.id, prefix, count],
    );

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'list-plans');
    await seed(owner, 6000, 'list-plan-');
    for (const name of ['list-other-a', 'list-other-b']) {
      const other = await createTestUser(app, name);
      others.push(other);
      await seed(other, 3000, `${name}-`);
    }
    // 20 schedule templates: the planned view's other half (the first is future-dated invoices).
    await dataSource.query(
      `INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date,
                              active, next_invoice_date)
       SELECT 'list-plan-schedule-' || n, $1, 'list-plan-' || (n * 7), 'monthly', 1,
              DATE '2026-01-01', true, DATE '2099-01-01'
         FROM generate_series(1, 20) AS n`,
      [owner.id],
    );
    await dataSource.query(
      `UPDATE invoices SET schedule_id = 'list-plan-schedule-' || (sequence / 7)
        WHERE user_id = $1 AND sequence % 7 = 0 AND sequence <= 140`,
      [owner.id],
    );
    // Vacuumed as autovacuum would have: an index-only scan is priced as one only where the
    // visibility map says the rows are visible.
    await dataSource.query('VACUUM ANALYZE invoices, schedules');
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id = ANY($1)', [
      [owner.id, ...others.map((other) => other.id)],
    ]);
    await app.close();
  });

  /** The page, count and credits statements of one list call (credits: one for the page). */
  const statementsOf = async (query: ListInvoicesQueryDto) => {
    const sent = await queriesOf(dataSource, () => app.get(InvoicesService).list(owner.id, query));
    const isCredits = (sql: string) => /"credited_invoice_id" = ANY/.test(sql);
    expect(sent.filter(({ sql }) => !isCredits(sql))).toHaveLength(2);
    expect(sent.filter(({ sql }) => isCredits(sql)).length).toBeLessThanOrEqual(1);
    const page = sent.find(({ sql }) => /ORDER BY/i.test(sql) && !isCredits(sql));
    const count = sent.find(({ sql }) => /count\(\*\)/i.test(sql));
    const credits = sent.find(({ sql }) => isCredits(sql));
    return { page: page!, count: count!, credits };
  };

  it('asks nothing more for a page whose invoices have no credit notes (credit_count)', async () => {
    const { credits } = await statementsOf({});
    expect(credits).toBeUndefined();
  });

  it("reads a page's credit notes in one query from invoices_credited_idx", async () => {
    const ids = Array.from({ length: 50 }, (_, index) => `list-plan-${3000 - index}`);
    const [credits] = await queriesOf(dataSource, () =>
      app.get(InvoicesRepository).creditsOf(owner.id, ids),
    );
    const plan = await planOf(dataSource, credits!);
    expect(plan.indexes).toContain('invoices_credited_idx');
    expect(plan.seqScans).toEqual([]);
  });

  // What PostgreSQL runs for the foreign key when any invoice is deleted: the credit notes that
  // name it. Without an index led by the credited invoice, every delete read all invoices.
  it("checks a deleted invoice's credit notes through invoices_credited_idx", async () => {
    const statement = {
      sql: 'SELECT 1 FROM ONLY "invoices" x WHERE "credited_invoice_id" = $1 FOR KEY SHARE OF x',
      parameters: ['list-plan-3000'],
    };
    const plan = await planOf(dataSource, statement);
    expect(plan.indexes).toEqual(['invoices_credited_idx']);
    const without = await planWithout(dataSource, 'invoices_credited_idx', statement);
    expect(without.seqScans).toEqual(['invoices']);
  });

  const cursor = encodeCursor([3000, 'INV-003000', 'list-plan-3000']);

  // [what, query, the index the page and its count must read]
  const ordered: [string, ListInvoicesQueryDto, string][] = [
    ['the first page', {}, 'invoices_user_list_idx'],
    [
      'a deep page of saved ones by number',
      { status: 'saved', page: 20 },
      'invoices_user_status_list_idx',
    ],
    ['the page after a cursor', { cursor }, 'invoices_user_list_idx'],
    ['status saved', { status: 'saved' }, 'invoices_user_status_list_idx'],
    ['status sent after a cursor', { status: 'sent', cursor }, 'invoices_user_status_list_idx'],
    ['unpaid', { filter: 'unpaid' }, 'invoices_user_unpaid_list_idx'],
    ['overdue', { filter: 'overdue' }, 'invoices_user_overdue_list_idx'],
    ['overdue and reminded', { filter: 'overdue_reminded' }, 'invoices_user_payment_list_idx'],
    ['paid (paid or marked paid)', { filter: 'paid' }, 'invoices_user_paid_list_idx'],
    ['paid after a cursor', { filter: 'paid', cursor }, 'invoices_user_paid_list_idx'],
    ['credit notes', { documentType: 'credit_note' }, 'invoices_user_type_list_idx'],
  ];

  /**
   * The filters that file invoices by the overdue rule on the day (unpaid and overdue): a sent,
   * unpaid invoice whose due date passed since the last sweep is overdue, not unpaid.
   */
  const byTheRule = new Set(['unpaid', 'overdue']);

  it.each(ordered)('%s: the page is read in order from %s', async (_what, query, index) => {
    const { page } = await statementsOf(query);
    const plan = await planOf(dataSource, page);
    expect({ indexes: plan.indexes, sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({
      indexes: expect.arrayContaining([index]),
      sorts: 0,
      seqScans: [],
    });
    if (byTheRule.has(_what)) {
      // The overdue rule's due date is read from the index's entries, never from a row; the
      // only entries passed over are the ones the rule moves (docs/invoice-status.md).
      expect(plan.text).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index}`));
      expect(plan.text.match(/Filter: .*/g)?.every((line) => /due_date/.test(line))).toBe(true);
    } else {
      // Every entry the index gives belongs on the page: filter and cursor are index conditions.
      expect(plan.text).not.toMatch(/Filter:/);
    }
  });

  it.each(ordered)('%s: the count stops at the cap, from an index', async (_what, query) => {
    const { count } = await statementsOf(query);
    const plan = await planOf(dataSource, count);
    expect(plan.text).toMatch(/Limit/);
    expect(plan.indexes.length).toBeGreaterThan(0);
    expect(plan.seqScans).toEqual([]);
  });

  it.each(ordered)('%s: the plan test notices %s dropped', async (_what, query, index) => {
    const { page } = await statementsOf(query);
    const plan = await planWithout(dataSource, index, page);
    expect(plan.indexes).not.toContain(index);
    // Without it, rows are sorted, or index entries are read only to be filtered out; a filter
    // by the overdue rule has its index's entries filtered anyway: without it, rows are read.
    const filtered = byTheRule.has(_what)
      ? !/Index Only Scan/.test(plan.text)
      : /Filter:/.test(plan.text);
    expect(plan.sorts + plan.seqScans.length + (filtered ? 1 : 0)).toBeGreaterThan(0);
  });

  // A deep page by number skips its offset in the narrow sequence index (half the entry width of
  // the list index), then reads the page from the list index where the skip ended.
  it('a deep page by number: skipped in invoices_user_sequence_idx, read from the list index', async () => {
    const { page } = await statementsOf({ page: 60 });
    const plan = await planOf(dataSource, page);
    expect({ sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({ sorts: 0, seqScans: [] });
    expect(plan.text).toMatch(/Index Only Scan (Backward )?using invoices_user_sequence_idx/);
    expect(plan.text).toMatch(/Index Only Scan (Backward )?using invoices_user_list_idx/);
    expect(plan.text).not.toMatch(/Filter:/);
  });

  it('a deep page by number: the plan test notices the sequence index dropped', async () => {
    const { page } = await statementsOf({ page: 60 });
    const plan = await planWithout(dataSource, 'invoices_user_sequence_idx', page);
    expect(plan.indexes).not.toContain('invoices_user_sequence_idx');
    // The skip still runs, over the list index's wider entries: it reads more pages.
    const { served, without } = await workWithAndWithout(
      dataSource,
      'invoices_user_sequence_idx',
      page,
    );
    expect(without.buffers).toBeGreaterThan(served.buffers);
  });

  // A period is a range of dates, not of the list order: its rows come from the date index,
  // which carries the order's columns, so the sorts read index entries of that range only: one
  // of the page's reach of newest entries, for the lowest list key among them, and one of the
  // range's entries at or above that key (InvoiceListRepository.pageKeys), not of the whole range.
  const ranged: [string, ListInvoicesQueryDto][] = [
    ['a month', { period: 'month-2023-03' }],
    ['a year', { period: 'custom-2023-01-01-2023-12-31' }],
    ['a year, unpaid', { period: 'custom-2023-01-01-2023-12-31', filter: 'unpaid' }],
  ];

  it.each(ranged)('%s: only the range is read, from the index alone', async (_what, query) => {
    const { page, count } = await statementsOf(query);
    for (const statement of [page, count] as SentQuery[]) {
      const plan = await planOf(dataSource, statement);
      expect(plan.indexes).toContain('invoices_user_date_idx');
      expect(plan.seqScans).toEqual([]);
      expect(plan.text).toMatch(/Index Only Scan (Backward )?using invoices_user_date_idx/);
    }
    const plan = await planOf(dataSource, page);
    expect(plan.text).toMatch(/Index Only Scan Backward using invoices_user_date_idx/);
    expect(plan.sorts).toBe(2);
    // The range's entries are compared with the lowest key before any is sorted.
    expect(plan.text).toMatch(/Filter: .*ROW\(sequence, .*\) >= ROW\(/);
  });

  it.each(ranged)('%s: the plan test notices the date index dropped', async (_what, query) => {
    const { page } = await statementsOf(query);
    const plan = await planWithout(dataSource, 'invoices_user_date_idx', page);
    expect(plan.text).not.toMatch(/Index Only Scan (Backward )?using invoices_user_date_idx/);
    expect(plan.text).toMatch(/Filter:.*date/);
  });

  it('planned: schedule templates and future invoices, each from its index', async () => {
    const { page } = await statementsOf({ period: 'planned' });
    const plan = await planOf(dataSource, page);
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toEqual(
      expect.arrayContaining(['invoices_user_templates_idx', 'invoices_user_date_idx']),
    );
    const without = await planWithout(dataSource, 'invoices_user_templates_idx', page);
    expect(without.indexes).not.toContain('invoices_user_templates_idx');
  });
});
