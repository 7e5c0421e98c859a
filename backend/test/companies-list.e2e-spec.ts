import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Listed = { id: string; name: string; createdAt: number };
type CompanyPage = {
  companies: Listed[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
  nextCursor: string | null;
};
type Query = Record<string, string | number>;

const NO_ONE = '00000000-0000-4000-8000-000000000000';
const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/**
 * GET /api/companies one page at a time (issue 38: 20k companies took 132 ms unpaginated):
 * `page`/`limit` or the keyset `cursor`, optionally narrowed by `query`, newest first.
 */
describe('the companies list', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const list = (owner: TestUser, query: Query = {}, url = '/api/companies') =>
    api()
      .get(url)
      .query(query)
      .set(...owner.auth);
  const pageOf = async (owner: TestUser, query: Query = {}): Promise<CompanyPage> =>
    (await list(owner, query).expect(200)).body as CompanyPage;

  /**
   * `count` companies named `Client 0001`…, created within one millisecond: the creation times
   * differ by a microsecond or not at all (every third shares its neighbour's), which a
   * millisecond cursor could not tell apart.
   */
  const seed = async (owner: TestUser, count: number, names = 'Client ') => {
    await dataSource.query(
      `INSERT INTO companies (user_id, name, created_at)
       SELECT $1, $2 || lpad(n::text, 4, '0'),
              timestamptz '2026-03-05 10:00:00.123Z' + (n / 3) * interval '1 microsecond'
         FROM generate_series(1, $3::int) AS n`,
      [owner.id, names, count],
    );
  };
  /** The owner's company ids in the list's order, as the database orders them. */
  const expectedOrder = async (owner: TestUser, nameLike = '%'): Promise<string[]> =>
    (
      (await dataSource.query(
        `SELECT id FROM companies WHERE user_id = $1 AND name LIKE $2
          ORDER BY created_at DESC, id DESC`,
        [owner.id, nameLike],
      )) as { id: string }[]
    ).map((row) => row.id);

  /** Every page from the first, following nextCursor; the pages as answered. */
  const walk = async (owner: TestUser, query: Query, url = '/api/companies') => {
    const pages: CompanyPage[] = [];
    let cursor: string | null = null;
    do {
      const response = await list(owner, cursor === null ? query : { ...query, cursor }, url);
      expect(response.status).toBe(200);
      const page = response.body as CompanyPage;
      pages.push(page);
      cursor = page.nextCursor;
      expect(pages.length).toBeLessThan(100);
    } while (cursor !== null);
    return pages;
  };
  const idsOf = (pages: CompanyPage[]) => pages.flatMap((page) => page.companies.map((c) => c.id));

  it('answers 50 newest first by default, with the list fields', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 60);
    const order = await expectedOrder(owner);
    const body = await pageOf(owner);
    expect(body).toEqual({
      companies: expect.any(Array),
      total: 60,
      totalCapped: false,
      page: 1,
      limit: 50,
      hasMore: true,
      nextCursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
    expect(body.companies.map((company) => company.id)).toEqual(order.slice(0, 50));
    expect(body.companies[0]).toEqual({
      id: order[0],
      name: expect.stringMatching(/^Client \d{4}$/),
      address: '',
      postalCode: '',
      city: '',
      contactName: '',
      email: '',
      additionalInfo: '',
      createdAt: Math.floor(Date.parse('2026-03-05T10:00:00.123Z') / 1000),
      version: 1,
    });
    const last = await pageOf(owner, { page: 2 });
    expect(last).toMatchObject({ page: 2, limit: 50, hasMore: false, nextCursor: null, total: 60 });
    expect(last.companies.map((company) => company.id)).toEqual(order.slice(50));
  });

  it('returns every company exactly once in order, by cursor and by page, within one millisecond', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 100);
    const order = await expectedOrder(owner);
    expect(order).toHaveLength(100);

    const byCursor = await walk(owner, { limit: 7 });
    expect(byCursor).toHaveLength(15);
    expect(idsOf(byCursor)).toEqual(order);
    expect(byCursor.map((page) => page.hasMore)).toEqual([...Array(14).fill(true), false]);
    expect(byCursor.every((page) => page.total === 100 && page.limit === 7)).toBe(true);

    const byPage: CompanyPage[] = [];
    for (let page = 1; page <= 15; page++) byPage.push(await pageOf(owner, { page, limit: 7 }));
    expect(idsOf(byPage)).toEqual(order);
    expect(byPage.at(-1)).toMatchObject({ hasMore: false, nextCursor: null });
    expect((await pageOf(owner, { page: 16, limit: 7 })).companies).toEqual([]);
  });

  it('keeps its place when companies are added in front of it', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 10);
    const order = await expectedOrder(owner);
    const first = await pageOf(owner, { limit: 4 });
    await api()
      .post('/api/companies')
      .set(...owner.auth)
      .send({ company: { name: 'Newcomer' } })
      .expect(201);
    const second = await pageOf(owner, { limit: 4, cursor: first.nextCursor! });
    expect(second.companies.map((company) => company.id)).toEqual(order.slice(4, 8));
    expect(second.total).toBe(11);
    expect((await pageOf(owner, { limit: 1 })).companies[0]!.name).toBe('Newcomer');
  });

  it('narrows to names containing the query, ignoring case, taken literally, on every page', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 30, 'Bakkerij ');
    await seed(owner, 30, 'Garage ');
    await dataSource.query(
      `INSERT INTO companies (user_id, name) VALUES ($1, 'De BAKKER'), ($1, '100% Design'), ($1, 'A_B')`,
      [owner.id],
    );
    const bakers = [
      ...(await expectedOrder(owner, 'De BAKKER')),
      ...(await expectedOrder(owner, 'Bakkerij %')),
    ];
    const pages = await walk(owner, { query: '  bAkKeR ', limit: 8 });
    expect(idsOf(pages)).toEqual(bakers);
    expect(pages.map((page) => page.total)).toEqual(Array(4).fill(31));
    expect(idsOf(await walk(owner, { query: 'bakker', limit: 8, page: 1 }))).toEqual(bakers);

    const names = async (query: string) =>
      (await pageOf(owner, { query })).companies.map((company) => company.name);
    expect(await names('%')).toEqual(['100% Design']);
    expect(await names('a_b')).toEqual(['A_B']);
    expect(await pageOf(owner, { query: 'nobody' })).toMatchObject({
      companies: [],
      total: 0,
      hasMore: false,
      nextCursor: null,
    });
    expect((await pageOf(owner, { query: '   ' })).total).toBe(63);
  });

  it('caps the limit at 200', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 210);
    const body = await pageOf(owner, { limit: 5000 });
    expect(body).toMatchObject({ limit: 200, total: 210, hasMore: true });
    expect(body.companies).toHaveLength(200);
  });

  it('counts up to 1,000 and then says the total is capped', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 1005);
    expect(await pageOf(owner, { limit: 1 })).toMatchObject({
      total: 1000,
      totalCapped: true,
      hasMore: true,
    });
    expect(await pageOf(owner, { query: 'Client 000', limit: 1 })).toMatchObject({
      total: 9,
      totalCapped: false,
    });
  });

  it('never lists another user’s companies, whatever the cursor', async () => {
    const owner = await createTestUser(app, 'owner');
    const other = await createTestUser(app, 'other');
    await seed(owner, 5, 'Own ');
    await seed(other, 5, 'Foreign ');
    const mine = await walk(owner, { limit: 2 });
    expect(idsOf(mine)).toEqual(await expectedOrder(owner));
    // A place taken from the other user's list reads the owner's rows after that place only.
    const theirs = await pageOf(other, { limit: 2 });
    const crossed = await pageOf(owner, { cursor: theirs.nextCursor! });
    expect(crossed.companies.every((company) => company.name.startsWith('Own '))).toBe(true);
    expect((await pageOf(owner, { query: 'foreign' })).total).toBe(0);
    const stranger = await createTestUser(app, 'stranger');
    expect(await pageOf(stranger)).toMatchObject({ companies: [], total: 0, hasMore: false });
  });

  it.each([
    ['a cursor that is not base64url', { cursor: 'not a cursor!' }, 'cursor'],
    ['a cursor that is not JSON', { cursor: Buffer.from('{').toString('base64url') }, 'cursor'],
    ['a cursor of another shape', { cursor: cursorOf([12, 'F-2026-0012', 'x']) }, 'cursor'],
    ['a cursor of one value', { cursor: cursorOf(['2026-03-05T10:00:00.123000Z']) }, 'cursor'],
    [
      'a cursor with a date that is no date',
      { cursor: cursorOf(['2026-02-30T10:00:00Z', NO_ONE]) },
      'cursor',
    ],
    [
      'a cursor with a time that is no time',
      { cursor: cursorOf(['2026-03-05T25:00:00Z', NO_ONE]) },
      'cursor',
    ],
    ['a cursor with the year 0', { cursor: cursorOf(['0000-01-01T00:00:00Z', NO_ONE]) }, 'cursor'],
    [
      'a cursor with an id that is no uuid',
      { cursor: cursorOf(['2026-03-05T10:00:00Z', 'x']) },
      'cursor',
    ],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a limit that is not a number', { limit: 'many' }, 'limit'],
    ['page 0', { page: 0 }, 'page'],
    ['a query over 200 characters', { query: 'x'.repeat(201) }, 'query'],
    ['an unknown parameter', { userId: NO_ONE }, 'userId'],
  ])('refuses %s with 400 VALIDATION_FAILED naming it', async (_case, query, field) => {
    const owner = await createTestUser(app);
    const response = await list(owner, query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(new Set(response.body.fields.map((f: { field: string }) => f.field))).toEqual(
      new Set([field]),
    );
  });

  it('takes a well-formed cursor of any place, even one no page answered', async () => {
    const owner = await createTestUser(app);
    await seed(owner, 6);
    const order = await expectedOrder(owner);
    // Seeded at …123000 µs + n/3 (n = 1…6): one at …123002, three at …123001, two at …123000.
    const highest = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
    const at = (time: string, id: string) => pageOf(owner, { cursor: cursorOf([time, id]) });
    const ids = (page: CompanyPage) => page.companies.map((company) => company.id);
    expect(ids(await at('2026-03-05T10:00:00.123001Z', highest))).toEqual(order.slice(1));
    expect(ids(await at('2026-03-05T10:00:00.123001Z', NO_ONE))).toEqual(order.slice(4));
    expect(ids(await at('2026-03-05T10:00:00.123Z', highest))).toEqual(order.slice(4));
    const beyond = await pageOf(owner, { cursor: cursorOf(['1999-01-01T00:00:00Z', NO_ONE]) });
    expect(beyond).toMatchObject({ companies: [], hasMore: false, total: 6 });
  });

  describe('for an admin', () => {
    it('pages and searches a user’s companies with the same query', async () => {
      const admin = await createTestUser(app, 'operator');
      await dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
      const owner = await createTestUser(app);
      await seed(owner, 12, 'Bakkerij ');
      await seed(owner, 3, 'Garage ');
      const url = `/api/admin/users/${owner.id}/companies`;
      const pages = await walk(admin, { limit: 5 }, url);
      expect(idsOf(pages)).toEqual(await expectedOrder(owner));
      expect(pages[0]).toMatchObject({ total: 15, totalCapped: false, limit: 5, hasMore: true });
      const searched = await walk(admin, { query: 'GARAGE', limit: 2 }, url);
      expect(idsOf(searched)).toEqual(await expectedOrder(owner, 'Garage %'));
      const bad = await list(admin, { cursor: 'nope' }, url).expect(400);
      expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['cursor']);
      await list(admin, {}, `/api/admin/users/${NO_ONE}/companies`).expect(404);
      await list(owner, {}, url).expect(403);
    });
  });
});
