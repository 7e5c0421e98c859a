import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { COUNT_CAP } from '@app/contracts/common';
import { addDays, paymentStatusOn, storedDateOf, type PaymentStatus } from '@app/contracts/invoice';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Page = {
  invoices: { id: string; invoiceNumber: string }[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
  nextCursor: string | null;
};

const PAYMENT: PaymentStatus[] = [
  'unpaid',
  'paid',
  'markedPaid',
  'overdue',
  'overdue_reminded',
  'canceled',
];
const COUNT = 230;
const today = storedDateOf(new Date());
// Every other dozen invoices is past its due date: the overdue rule (docs/invoice-status.md)
// files a sent, unpaid one of them as overdue whatever the sweep has stored.
const PAST_DUE = addDays(today, -1)!;
const NOT_DUE = addDays(today, 30)!;

/** The seeded invoice n, as the test knows it (the same formulas as the INSERT). */
const invoice = (n: number) => ({
  id: `paging-${n}`,
  // Ten numbers share each sequence (INV-A-0001 … INV-J-0001): ties ordered by number, then id.
  sequence: Math.ceil(n / 10),
  status: n % 4 === 0 ? ('saved' as const) : ('sent' as const),
  paymentStatus: PAYMENT[n % PAYMENT.length]!,
  date: new Date(Date.UTC(2025, 0, 1 + n * 3)).toISOString().slice(0, 10),
  dueDate: Math.floor(n / 12) % 2 === 0 ? PAST_DUE : NOT_DUE,
});

/** The date of invoice n of the user whose numbers do not follow dates. */
const scatteredDate = (n: number) =>
  n % 5 === 0
    ? new Date(Date.UTC(2025, 0, 1 + ((n * 97) % COUNT) * 3)).toISOString().slice(0, 10)
    : invoice(n).date;

/** The payment status the list files invoice n under today. */
const shownStatus = (n: number) => paymentStatusOn(invoice(n), today);

/**
 * The overview's pages, walked by cursor and by number, for every filter (issue 38): each way
 * shows every matching invoice exactly once, in the list order, and a cursor keeps its place
 * when invoices are added in front of it.
 */
describe('invoice list paging', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let user: TestUser;
  /** The same invoices, but numbers do not follow dates: every fifth is dated elsewhere. */
  let backDating: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    user = await createTestUser(app, 'paging');
    backDating = await createTestUser(app, 'paging-back-dated');
    // The same invoices for both; for the second, every fifth is dated elsewhere (datedOf).
    for (const [owner, prefix, scattered] of [
      [user, 'paging-', false],
      [backDating, 'back-dated-', true],
    ] as const) {
      await dataSource.query(
        `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                               due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
         SELECT $6 || n, $1,
                'INV-' || chr(65 + (n - 1) % 10) || '-' || lpad(ceil(n / 10.0)::text, 4, '0'),
                ceil(n / 10.0), CASE WHEN n % 4 = 0 THEN 'saved' ELSE 'sent' END,
                ($2::text[])[1 + n % 6],
                DATE '2025-01-01' + (CASE WHEN $7 AND n % 5 = 0 THEN (n * 97) % $3 ELSE n END) * 3,
                CASE WHEN (n / 12) % 2 = 0 THEN $4::date ELSE $5::date END,
                100, 0, 21, 121, '{}'
           FROM generate_series(1, $3::int) AS n`,
        [owner.id, PAYMENT, COUNT, PAST_DUE, NOT_DUE, prefix, scattered],
      );
    }
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id = ANY($1)', [[user.id, backDating.id]]);
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const list = async (query: Record<string, string | number>, who = user): Promise<Page> =>
    (
      await api()
        .get('/api/invoices')
        .query(query)
        .set(...who.auth)
        .expect(200)
    ).body as Page;

  /** Every page of a query, following nextCursor. */
  const byCursor = async (query: Record<string, string | number>, who = user) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list({ ...query, ...(cursor === null ? {} : { cursor }) }, who);
      ids.push(...page.invoices.map((one) => one.id));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return ids;
  };

  /** Every page of a query, by page number. */
  const byNumber = async (query: Record<string, string | number>, limit: number, who = user) => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ ...query, limit, page }, who);
      ids.push(...body.invoices.map((one) => one.id));
      if (!body.hasMore) return ids;
    }
  };

  /** The ids the test expects, in list order: sequence, then number, then id, all descending. */
  const expected = (keep: (n: number) => boolean) =>
    Array.from({ length: COUNT }, (_, index) => index + 1)
      .filter(keep)
      .sort((a, b) => {
        const bySequence = invoice(b).sequence - invoice(a).sequence;
        // Within a sequence the letter grows with n: a higher n has the higher number.
        return bySequence !== 0 ? bySequence : b - a;
      })
      .map((n) => invoice(n).id);

  const filters: [string, Record<string, string>, (n: number) => boolean][] = [
    ['every invoice', {}, () => true],
    ['saved ones', { status: 'saved' }, (n) => invoice(n).status === 'saved'],
    [
      'paid ones (paid or marked paid)',
      { filter: 'paid' },
      (n) => ['paid', 'markedPaid'].includes(invoice(n).paymentStatus),
    ],
    ['overdue ones', { filter: 'overdue' }, (n) => shownStatus(n) === 'overdue'],
    ['unpaid ones', { filter: 'unpaid' }, (n) => shownStatus(n) === 'unpaid'],
    ['a year', { period: 'custom-2025-01-01-2025-12-31' }, (n) => invoice(n).date <= '2025-12-31'],
    [
      'a year, unpaid and sent',
      { period: 'custom-2025-01-01-2025-12-31', filter: 'unpaid', status: 'sent' },
      (n) =>
        invoice(n).date <= '2025-12-31' &&
        shownStatus(n) === 'unpaid' &&
        invoice(n).status === 'sent',
    ],
  ];

  it.each(filters)('%s: cursor pages show each once, in order', async (_what, query, keep) => {
    // Every filter has some to show (the overdue rule moves some, never all).
    expect(expected(keep).length).toBeGreaterThan(0);
    expect(await byCursor({ ...query, limit: 7 })).toEqual(expected(keep));
  });

  it.each(filters)('%s: numbered pages show the same', async (_what, query, keep) => {
    expect(await byNumber(query, 9)).toEqual(expected(keep));
  });

  // A period's page is sorted from its newest entries by date (InvoiceListRepository.pageKeys):
  // right also when an invoice is dated before or after invoices with lower numbers.
  const periods: [string, Record<string, string>, (n: number) => boolean][] = [
    ['a year', { period: 'custom-2025-01-01-2025-12-31' }, (n) => scatteredDate(n) <= '2025-12-31'],
    ['a month', { period: 'month-2025-06' }, (n) => scatteredDate(n).startsWith('2025-06')],
    [
      'a year, saved',
      { period: 'custom-2025-01-01-2025-12-31', status: 'saved' },
      (n) => scatteredDate(n) <= '2025-12-31' && invoice(n).status === 'saved',
    ],
  ];

  it.each(periods)(
    '%s, numbers not following dates: cursor and numbered pages show each once, in order',
    async (_what, query, keep) => {
      const ids = expected(keep).map((id) => id.replace(/^paging-/, 'back-dated-'));
      expect(ids.length).toBeGreaterThan(7);
      expect(await byCursor({ ...query, limit: 7 }, backDating)).toEqual(ids);
      expect(await byNumber(query, 9, backDating)).toEqual(ids);
    },
  );

  it('answers a page number past the last invoice with an empty page', async () => {
    // COUNT invoices in pages of 10: the last page holds the last ten, the next starts past them.
    const lastPage = COUNT / 10;
    const last = await list({ limit: 10, page: lastPage });
    expect(last.invoices.map((one) => one.id)).toEqual(expected(() => true).slice(-10));
    expect(last).toMatchObject({ hasMore: false, total: COUNT });
    for (const page of [lastPage + 1, lastPage + 50]) {
      expect(await list({ limit: 10, page })).toMatchObject({
        invoices: [],
        hasMore: false,
        total: COUNT,
      });
    }
  });

  it('counts exactly below the cap and says where it stops above it', async () => {
    expect(await list({ filter: 'overdue', limit: 1 })).toMatchObject({
      total: expected((n) => shownStatus(n) === 'overdue').length,
      totalCapped: false,
    });
    const other = await createTestUser(app, 'paging-capped');
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       SELECT 'capped-' || n, $1, 'C-' || n, n, 'sent', 'unpaid', DATE '2026-01-01',
              DATE '2026-01-01', 100, 0, 21, 121, '{}'
         FROM generate_series(1, $2::int) AS n`,
      [other.id, COUNT_CAP + 5],
    );
    try {
      const capped = await list({ limit: 2 }, other);
      expect(capped).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasMore: true });
      expect(capped.invoices.map((one) => one.invoiceNumber)).toEqual([
        `C-${COUNT_CAP + 5}`,
        `C-${COUNT_CAP + 4}`,
      ]);
      // The last page is found by number too, however deep.
      const last = await list({ limit: 2, page: Math.ceil((COUNT_CAP + 5) / 2) }, other);
      expect(last.invoices.map((one) => one.invoiceNumber)).toEqual(['C-1']);
      expect(last).toMatchObject({ hasMore: false, nextCursor: null });
    } finally {
      await dataSource.query('DELETE FROM users WHERE id = $1', [other.id]);
    }
  });

  it('keeps its place when invoices are added in front of it', async () => {
    const first = await list({ limit: 5 });
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       VALUES ('paging-new', $1, 'INV-Z-9999', 9999, 'sent', 'unpaid', DATE '2026-01-01',
               DATE '2026-01-01', 100, 0, 21, 121, '{}')`,
      [user.id],
    );
    try {
      const second = await list({ limit: 5, cursor: first.nextCursor! });
      expect([...first.invoices, ...second.invoices].map((one) => one.id)).toEqual(
        expected(() => true).slice(0, 10),
      );
    } finally {
      await dataSource.query(`DELETE FROM invoices WHERE id = 'paging-new'`);
    }
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    const notACursor = Buffer.from(JSON.stringify(['x', 1, 2])).toString('base64url');
    for (const cursor of ['not a cursor', notACursor, 'e30', 'A'.repeat(500)]) {
      const response = await api()
        .get('/api/invoices')
        .query({ cursor })
        .set(...user.auth)
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [expect.objectContaining({ field: 'cursor' })],
      });
    }
  });

  it('never lets a cursor reach another user’s invoices', async () => {
    const other = await createTestUser(app, 'paging-other');
    const { nextCursor } = await list({ limit: 3 });
    const theirs = await list({ limit: 3, cursor: nextCursor! }, other);
    expect(theirs).toMatchObject({ invoices: [], total: 0, hasMore: false, nextCursor: null });
  });
});
