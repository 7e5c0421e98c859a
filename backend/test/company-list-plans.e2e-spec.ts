import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../src/common/api/list-page.js';
import { CompaniesRepository } from '../src/companies/companies.repository.js';
import { planOf, planWithout, queriesOf, type SentQuery } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const INDEX = 'companies_user_list_idx';

/**
 * GET /api/companies reads one page through companies_user_list_idx (user_id, created_at, id),
 * backwards, in the order it answers (`created_at DESC, id DESC`), from the start or from a
 * cursor's place, with or without a name search: it stops after the page and never sorts the
 * user's companies (issue 38: 20k of them took 132 ms, 1.2 s at 8 connections). The statements
 * are the ones the repository sends, planned over a few thousand seeded rows with sequential
 * scans priced out (support/query-plans.ts).
 *
 * The search here matches a tenth of the names, as narrowing a long list does. A search so rare
 * that PostgreSQL expects only a handful of matches may instead go through
 * companies_name_trgm_idx and sort those few: its own, right, choice; either way no plan reads
 * or sorts every company.
 */
describe('company list plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'plans');
    neighbour = await createTestUser(app, 'neighbour');
    // 4,000 companies of the owner (a tenth of them bakeries) and 2,000 of another user, many
    // created in the same second.
    for (const [user, count] of [
      [owner, 4000],
      [neighbour, 2000],
    ] as const) {
      await dataSource.query(
        `INSERT INTO companies (user_id, name, city, created_at)
         SELECT $1,
                (ARRAY['Bakkerij', 'Studio', 'Garage', 'Kapsalon', 'Adviesbureau', 'Bouwbedrijf',
                       'Slagerij', 'Drukkerij', 'Architecten', 'Tandartspraktijk'])[1 + n % 10]
                  || ' ' || n,
                'Utrecht',
                timestamptz '2026-01-01 00:00:00Z' + (n / 4) * interval '1 second'
           FROM generate_series(1, $2::int) AS n`,
        [user.id, count],
      );
    }
    await dataSource.query('VACUUM ANALYZE companies');
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id IN ($1, $2)', [owner.id, neighbour.id]);
    await app.close();
  });

  /** A place in the middle of the list, as a cursor names it. */
  const cursorPlace: PagePosition = {
    after: ['2026-01-01T00:10:00.000000Z', '80000000-0000-4000-8000-000000000000'],
  };

  /** The one statement a page sends. */
  const pageStatement = async (text: string, position: PagePosition): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, () =>
      app.get(CompaniesRepository).page(owner.id, text, position, 50),
    );
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  const cases: [string, () => Promise<SentQuery>][] = [
    ['the first page', () => pageStatement('', { offset: 0 })],
    ['a page after a cursor', () => pageStatement('', cursorPlace)],
    ['a deep page by number', () => pageStatement('', { offset: 1000 })],
    ['the first page of a search', () => pageStatement('bakker', { offset: 0 })],
    ['a page of a search after a cursor', () => pageStatement('bakker', cursorPlace)],
  ];

  it.each(cases)(`%s reads ${INDEX} in its order`, async (_what, statement) => {
    const plan = await planOf(dataSource, await statement());
    expect({ indexes: plan.indexes, sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({
      indexes: [INDEX],
      sorts: 0,
      seqScans: [],
    });
  });

  it.each(cases)(`%s: the plan test notices ${INDEX} dropped`, async (_what, statement) => {
    const plan = await planWithout(dataSource, INDEX, await statement());
    expect(plan.indexes).not.toContain(INDEX);
    expect(plan.sorts + plan.seqScans.length).toBeGreaterThan(0);
  });

  it.each(['', 'bakker'])(
    'the capped count (query %j) reads an index, never the table',
    async (text) => {
      const sent = await queriesOf(dataSource, () =>
        app.get(CompaniesRepository).countListed(owner.id, text),
      );
      expect(sent).toHaveLength(1);
      const plan = await planOf(dataSource, sent[0]!);
      expect(plan.seqScans).toEqual([]);
    },
  );
});
