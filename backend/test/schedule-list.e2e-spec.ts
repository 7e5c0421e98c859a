import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SchedulesService } from '../src/schedules/schedules.service.js';
import { planOf, planWithout, queriesOf } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Page = {
  schedules: { id: string; active: boolean }[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
  nextCursor: string | null;
};

const COUNT = 130;

/**
 * The schedules list pages like every list (issue 30, "one list shape"): newest first, each
 * schedule once by cursor or by number, even when all were made in the same instant; served
 * by `schedules_user_list_idx` in its order.
 */
describe('schedule list', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'schedule-list');
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       SELECT 'schedule-list-invoice-' || n, $1, 'SL-' || n, n, 'saved', 'unpaid',
              DATE '2026-01-01', DATE '2026-01-31', 100, 0, 21, 121, '{}'
         FROM generate_series(1, $2::int) AS n`,
      [owner.id, COUNT],
    );
    // One statement: every schedule has the same created_at, so only the id orders them.
    await dataSource.query(
      `INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date,
                              active, next_invoice_date)
       SELECT 'schedule-list-' || lpad(n::text, 4, '0'), $1, 'schedule-list-invoice-' || n,
              'monthly', 1, DATE '2026-01-01', n % 3 <> 0, DATE '2099-01-01'
         FROM generate_series(1, $2::int) AS n`,
      [owner.id, COUNT],
    );
    await dataSource.query('VACUUM ANALYZE schedules');
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id = $1', [owner.id]);
    await app.close();
  });

  const list = async (query: Record<string, string | number>, who = owner): Promise<Page> =>
    (
      await request(app.getHttpServer())
        .get('/api/schedules')
        .query(query)
        .set(...who.auth)
        .expect(200)
    ).body as Page;

  const expected = (keep: (n: number) => boolean) =>
    Array.from({ length: COUNT }, (_, index) => COUNT - index)
      .filter(keep)
      .map((n) => `schedule-list-${String(n).padStart(4, '0')}`);

  const byCursor = async (query: Record<string, string | number>) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list({ ...query, ...(cursor === null ? {} : { cursor }) });
      ids.push(...page.schedules.map((schedule) => schedule.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    return ids;
  };

  it('pages by cursor: every schedule once, newest first, ties by id', async () => {
    expect(await byCursor({ limit: 40 })).toEqual(expected(() => true));
    expect(await byCursor({ limit: 40, activeOnly: 'true' })).toEqual(expected((n) => n % 3 !== 0));
  });

  it('pages by number too, with the list shape and a maximum', async () => {
    const first = await list({});
    expect(first).toMatchObject({ total: COUNT, totalCapped: false, hasMore: true });
    expect(first.schedules).toHaveLength(50);
    const third = await list({ page: 3 });
    expect(third.schedules.map((schedule) => schedule.id)).toEqual(expected(() => true).slice(100));
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
    expect((await list({ limit: 5000 })).schedules).toHaveLength(COUNT);
  });

  it('refuses a cursor it did not make, and shows nobody else’s schedules', async () => {
    await request(app.getHttpServer())
      .get('/api/schedules')
      .query({ cursor: 'nope' })
      .set(...owner.auth)
      .expect(400);
    const other = await createTestUser(app, 'schedule-list-other');
    const { nextCursor } = await list({ limit: 2 });
    expect(await list({ cursor: nextCursor! }, other)).toMatchObject({ schedules: [], total: 0 });
  });

  it('reads a page from schedules_user_list_idx in its order, and would not without it', async () => {
    const sent = await queriesOf(dataSource, () =>
      app.get(SchedulesService).list(owner.id, { limit: 20 }),
    );
    const page = sent.find(({ sql }) => /ORDER BY/.test(sql))!;
    const plan = await planOf(dataSource, page, { sortsPricedOut: true });
    expect({ indexes: plan.indexes, sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({
      indexes: ['schedules_user_list_idx'],
      sorts: 0,
      seqScans: [],
    });
    const without = await planWithout(dataSource, 'schedules_user_list_idx', page, {
      sortsPricedOut: true,
    });
    expect(without.sorts + without.seqScans.length).toBeGreaterThan(0);
  });

  it('names each template invoice’s number for the admin, joined in the same statement and order', async () => {
    const service = app.get(SchedulesService);
    const sent = await queriesOf(dataSource, () =>
      service.listWithTemplateNumbers(owner.id, { limit: 20 }),
    );
    // The page and its count: no query per schedule.
    expect(sent).toHaveLength(2);
    const page = sent.find(({ sql }) => /ORDER BY/.test(sql))!;
    const plan = await planOf(dataSource, page, { sortsPricedOut: true });
    expect({
      indexes: [...plan.indexes].sort(),
      sorts: plan.sorts,
      seqScans: plan.seqScans,
    }).toEqual({ indexes: ['PK_invoices_id', 'schedules_user_list_idx'], sorts: 0, seqScans: [] });

    const list = await service.listWithTemplateNumbers(owner.id, { limit: 3 });
    expect(
      list.schedules.map(({ id, templateInvoiceNumber }) => [id, templateInvoiceNumber]),
    ).toEqual([
      ['schedule-list-0130', 'SL-130'],
      ['schedule-list-0129', 'SL-129'],
      ['schedule-list-0128', 'SL-128'],
    ]);
    expect(list).toMatchObject({ total: COUNT, hasMore: true });
  });

  it('answers null for a template that is not the schedule owner’s invoice', async () => {
    const other = await createTestUser(app, 'schedule-list-foreign');
    await dataSource.query(
      `INSERT INTO invoices (id, user_id, invoice_number, sequence, status, payment_status, date,
                             due_date, subtotal_cents, discount_cents, vat_cents, total_cents, document)
       VALUES ('schedule-list-foreign-invoice', $1, 'SL-FOREIGN', 1, 'saved', 'unpaid',
               DATE '2026-01-01', DATE '2026-01-31', 100, 0, 21, 121, '{}')`,
      [owner.id],
    );
    await dataSource.query(
      `INSERT INTO schedules (id, user_id, template_invoice_id, type, day_of_month, start_date)
       VALUES ('schedule-list-foreign', $1, 'schedule-list-foreign-invoice', 'monthly', 1,
               DATE '2026-01-01')`,
      [other.id],
    );
    try {
      const list = await app.get(SchedulesService).listWithTemplateNumbers(other.id, {});
      expect(list.schedules.map(({ templateInvoiceNumber }) => templateInvoiceNumber)).toEqual([
        null,
      ]);
    } finally {
      await dataSource.query('DELETE FROM users WHERE id = $1', [other.id]);
      await dataSource.query(`DELETE FROM invoices WHERE id = 'schedule-list-foreign-invoice'`);
    }
  });
});
