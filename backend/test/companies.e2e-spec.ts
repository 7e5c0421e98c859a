import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CompaniesRepository } from '../src/companies/companies.repository.js';
import { CompanyEntity } from '../src/companies/company.entity.js';
import { createInvoice } from './support/invoices.js';
import { itScopesEveryRouteToItsOwner } from './support/owner-scope.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const bakery = {
  name: 'Bakkerij Jansen',
  address: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Utrecht',
  contactName: 'Anna Jansen',
  email: 'anna@jansen.nl',
  additionalInfo: 'KvK 12345678',
};

type Named = { name: string };
const namesOf = (body: { companies: Named[] }) => body.companies.map((company) => company.name);

describe('companies API', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const companies = () => app.get(DataSource).getRepository(CompanyEntity);
  const create = async (owner: TestUser, company: object = bakery) =>
    (
      await api()
        .post('/api/companies')
        .set(...owner.auth)
        .send({ company })
        .expect(201)
    ).body;
  /** Rows written straight to the table: fast, and with the given change times. */
  const seed = (owner: TestUser, rows: { name: string; updatedAt?: Date }[]) =>
    companies().insert(rows.map((row) => ({ ...row, userId: owner.id })));
  const suggest = (owner: TestUser, query: Record<string, string | number> = {}) =>
    api()
      .get('/api/companies/autosuggest')
      .query(query)
      .set(...owner.auth);

  describe('saving', () => {
    it('creates a company, trims its text and returns it with an id and a creation time', async () => {
      const response = await api()
        .post('/api/companies')
        .set(...user.auth)
        .send({ company: { ...bakery, name: '  Bakkerij Jansen ', contactName: undefined } });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        ...bakery,
        contactName: '',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: expect.any(Number),
        version: 1,
      });
      expect(Math.abs(response.body.createdAt - Date.now() / 1000)).toBeLessThan(60);
      const stored = await api()
        .get(`/api/companies/${response.body.id}`)
        .set(...user.auth)
        .expect(200);
      expect(stored.body).toEqual(response.body);
    });

    it('changes and deletes a company', async () => {
      const body = await create(user);
      const changed = await api()
        .put(`/api/companies/${body.id}`)
        .set(...user.auth)
        .send({ company: { ...bakery, city: 'Amersfoort' } })
        .expect(200);
      expect(changed.body).toEqual({ ...body, city: 'Amersfoort', version: 2 });
      await api()
        .delete(`/api/companies/${body.id}`)
        .set(...user.auth)
        .expect(204);
      await api()
        .get(`/api/companies/${body.id}`)
        .set(...user.auth)
        .expect(404);
    });

    it('lists the newest company first', async () => {
      const owner = await createTestUser(app);
      for (const name of ['First', 'Second']) await create(owner, { name });
      const { body } = await api()
        .get('/api/companies')
        .set(...owner.auth)
        .expect(200);
      expect(namesOf(body)).toEqual(['Second', 'First']);
    });

    it('unlinks the invoices that used a deleted company, keeping the invoices', async () => {
      const owner = await createTestUser(app);
      const company = await create(owner);
      const invoice = await createInvoice(app, owner, { companyId: company.id });
      await api()
        .delete(`/api/companies/${company.id}`)
        .set(...owner.auth)
        .expect(204);
      const rows = await app
        .get(DataSource)
        .query(`SELECT id, company_id FROM invoices WHERE user_id = $1`, [owner.id]);
      expect(rows).toEqual([{ id: invoice.id, company_id: null }]);
    });
  });

  describe('autosuggest', () => {
    it('answers an empty query with the most recently created or changed companies', async () => {
      const owner = await createTestUser(app);
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await seed(
        owner,
        ['Old', 'Older', 'Oldest', 'Ancient', 'Antique', 'Fossil'].map((name, i) => ({
          name,
          updatedAt: minutesAgo(10 + i),
        })),
      );
      const fresh = await create(owner, { name: 'Fresh' });
      const absent = await suggest(owner).expect(200);
      expect(absent.body).toEqual({
        companies: expect.any(Array),
        total: 7,
        query: '',
      });
      expect(namesOf(absent.body)).toEqual(['Fresh', 'Old', 'Older', 'Oldest', 'Ancient']);
      expect(absent.body.companies[0]).toEqual(fresh);

      const [fossil] = await companies().findBy({ userId: owner.id, name: 'Fossil' });
      await api()
        .put(`/api/companies/${fossil.id}`)
        .set(...owner.auth)
        .send({ company: { name: 'Fossil', city: 'Leiden' } })
        .expect(200);
      const blank = await suggest(owner, { query: '   ', limit: 2 }).expect(200);
      expect(blank.body).toMatchObject({ total: 7, query: '' });
      expect(namesOf(blank.body)).toEqual(['Fossil', 'Fresh']);
    });

    it('matches names containing the query, ignoring case: those starting with it first, then by name', async () => {
      const owner = await createTestUser(app);
      await seed(
        owner,
        [
          'De Bakker',
          'bakkerij Zon',
          'Bakkerij Aarts',
          'Banketbakkerij Vos',
          'BAKKERSHUIS',
          'Slagerij Bakx',
          'Acme',
        ].map((name) => ({ name })),
      );
      const { body } = await suggest(owner, { query: '  BAKKER ', limit: 4 }).expect(200);
      expect(body.query).toBe('BAKKER');
      expect(body.total).toBe(5);
      // Names chosen to sort alike in every collation (C, en_US, nl_NL).
      expect(namesOf(body)).toEqual([
        'Bakkerij Aarts',
        'bakkerij Zon',
        'BAKKERSHUIS',
        'Banketbakkerij Vos',
      ]);
    });

    it('takes % _ and \\ in the query literally', async () => {
      const owner = await createTestUser(app);
      await seed(
        owner,
        ['100% Design', 'Design 100', 'A_B Consult', 'AxB Consult', 'Back\\slash', 'Backslash'].map(
          (name) => ({ name }),
        ),
      );
      const search = async (query: string) => (await suggest(owner, { query }).expect(200)).body;
      expect(namesOf(await search('%'))).toEqual(['100% Design']);
      expect(namesOf(await search('0%'))).toEqual(['100% Design']);
      expect(namesOf(await search('_'))).toEqual(['A_B Consult']);
      expect(namesOf(await search('a_b'))).toEqual(['A_B Consult']);
      expect(namesOf(await search('\\'))).toEqual(['Back\\slash']);
      expect((await search('%%')).total).toBe(0);
    });

    it('answers 5 companies by default and at most 20, counting every match', async () => {
      const owner = await createTestUser(app);
      await seed(
        owner,
        Array.from({ length: 25 }, (_, i) => ({ name: `Client ${String(i).padStart(2, '0')}` })),
      );
      const byDefault = await suggest(owner, { query: 'client' }).expect(200);
      expect(byDefault.body.companies).toHaveLength(5);
      expect(byDefault.body.total).toBe(25);
      const capped = await suggest(owner, { query: 'client', limit: 500 }).expect(200);
      expect(capped.body.companies).toHaveLength(20);
      expect(namesOf(capped.body)[19]).toBe('Client 19');
      const recent = await suggest(owner, { limit: 21 }).expect(200);
      expect(recent.body).toMatchObject({ total: 25, query: '' });
      expect(recent.body.companies).toHaveLength(20);
    });

    it.each([
      ['a limit of 0', { limit: 0 }, 'limit'],
      ['a negative limit', { limit: -3 }, 'limit'],
      ['a fractional limit', { limit: 2.5 }, 'limit'],
      ['a limit that is not a number', { limit: 'many' }, 'limit'],
      ['a query over 200 characters', { query: 'x'.repeat(201) }, 'query'],
      ['an unknown parameter', { userId: 'someone-else' }, 'userId'],
    ])('refuses %s with 400 naming the parameter', async (_case, query, field) => {
      const response = await suggest(user, query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(new Set(response.body.fields.map((f: { field: string }) => f.field))).toEqual(
        new Set([field]),
      );
    });

    it('refuses a query given twice (a list, not a text)', async () => {
      const response = await api()
        .get('/api/companies/autosuggest?query=a&query=b')
        .set(...user.auth);
      expect(response.status).toBe(400);
      expect(new Set(response.body.fields.map((f: { field: string }) => f.field))).toEqual(
        new Set(['query']),
      );
    });

    it('never suggests another user’s companies', async () => {
      const owner = await createTestUser(app, 'owner');
      const other = await createTestUser(app, 'other');
      await create(other, { name: 'Bakkerij Geheim' });
      await create(owner, { name: 'Bakkerij Eigen' });
      const searched = await suggest(owner, { query: 'bakkerij' }).expect(200);
      expect(namesOf(searched.body)).toEqual(['Bakkerij Eigen']);
      expect(searched.body.total).toBe(1);
      const recent = await suggest(owner).expect(200);
      expect(namesOf(recent.body)).toEqual(['Bakkerij Eigen']);
      expect(recent.body.total).toBe(1);
      const stranger = await createTestUser(app, 'stranger');
      expect((await suggest(stranger, { query: 'bakkerij' }).expect(200)).body).toEqual({
        companies: [],
        total: 0,
        query: 'bakkerij',
      });
    });

    /**
     * What this proves: for one user with 5,000 companies, once the table is vacuumed and
     * analysed (what autovacuum does in production; until then new rows wait in the trigram
     * index's pending list, which the planner rightly counts against it), PostgreSQL's own
     * choice of plan for the exact SQL the endpoint runs, with no planner setting changed:
     * - a search of 3 or more characters reads companies_name_trgm_idx, page and count alike;
     * - the recent list reads companies_user_id_updated_at_idx backwards, in the order it
     *   answers, so it stops after `limit` rows and never sorts.
     * Queries of 1 or 2 characters hold no trigram; they are answered from the owner's rows.
     */
    it('is served by the name and recent-list indexes (EXPLAIN over 5,000 companies)', async () => {
      const owner = await createTestUser(app);
      const dataSource = app.get(DataSource);
      await dataSource.query(
        `INSERT INTO companies (user_id, name, updated_at)
         SELECT $1,
           (ARRAY['Bakkerij', 'Studio', 'Garage', 'Kapsalon', 'Adviesbureau', 'Bouwbedrijf',
                  'Slagerij', 'Drukkerij', 'Architecten', 'Tandartspraktijk'])[1 + n % 10]
             || ' ' || (ARRAY['Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit',
                  'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos'])[1 + (n / 10) % 12]
             || ' ' || n,
           now() - n * interval '1 minute'
         FROM generate_series(1, 5000) AS n`,
        [owner.id],
      );
      await seed(owner, [{ name: 'Bakkerij Zonnestraal' }]);
      await dataSource.query('VACUUM ANALYZE companies');

      const repository = app.get(CompaniesRepository);
      const planOf = async (text: string, part: 'page' | 'count') => {
        const queries = repository.searchQueries(owner.id, text, 5);
        const [sql, parameters] = queries[part].getQueryAndParameters();
        const rows: { 'QUERY PLAN': string }[] = await dataSource.query(
          `EXPLAIN ${sql}`,
          parameters,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };

      for (const part of ['page', 'count'] as const) {
        const search = await planOf('Zonnestr', part);
        expect(search).toMatch(/Bitmap Index Scan on companies_name_trgm_idx/);
        expect(search).not.toMatch(/Seq Scan/);
      }
      const recent = await planOf('', 'page');
      expect(recent).toMatch(/Index Scan Backward using companies_user_id_updated_at_idx/);
      expect(recent).not.toMatch(/Seq Scan|Sort/);

      const found = await suggest(owner, { query: 'zonnestr' }).expect(200);
      expect(found.body).toMatchObject({ total: 1, companies: [{ name: 'Bakkerij Zonnestraal' }] });
    });
  });

  describe('bad input', () => {
    const tooLong = 'x'.repeat(201);
    const invalidBodies: [string, object, string][] = [
      ['no company', {}, 'company'],
      ['the company unwrapped', bakery, 'company'],
      ['a company that is text', { company: 'Bakkerij Jansen' }, 'company'],
      ['a company that is a list', { company: [bakery] }, 'company'],
      ['a company that is null', { company: null }, 'company'],
      ['an unknown field beside the company', { company: bakery, userId: 'x' }, 'userId'],
      [
        'an unknown field in the company',
        { company: { ...bakery, userId: 'x' } },
        'company.userId',
      ],
      ['an id in the company', { company: { ...bakery, id: 'x' } }, 'company.id'],
      ['a missing name', { company: { city: 'Utrecht' } }, 'company.name'],
      ['an empty name', { company: { name: '' } }, 'company.name'],
      ['a name of spaces', { company: { name: '   ' } }, 'company.name'],
      ['a name that is a number', { company: { name: 42 } }, 'company.name'],
      ['a name of 201 characters', { company: { name: tooLong } }, 'company.name'],
      ['a number for a text field', { company: { name: 'Acme', city: 42 } }, 'company.city'],
      ['an object for a text field', { company: { name: 'Acme', address: {} } }, 'company.address'],
      ['an invalid e-mail address', { company: { name: 'Acme', email: 'anna@' } }, 'company.email'],
      ['a number for the e-mail', { company: { name: 'Acme', email: 7 } }, 'company.email'],
    ];
    /** Bodies refused before validation: status, code. */
    const unreadable: [string, (r: request.Test) => request.Test, number, string][] = [
      [
        'malformed JSON',
        (r) => r.set('content-type', 'application/json').send('{"company": {"name": "Acme"'),
        400,
        'MALFORMED_JSON',
      ],
      [
        'a body over 1 MB',
        (r) => r.send({ company: { name: 'Acme', additionalInfo: 'x'.repeat(1024 * 1024) } }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'a body that is not JSON',
        (r) => r.set('content-type', 'text/plain').send('name=Acme'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    ];
    const countOf = (owner: TestUser) => companies().countBy({ userId: owner.id });

    it.each(invalidBodies)(
      'refuses to create with %s: 400 naming the field, nothing stored',
      async (_case, body, field) => {
        const owner = await createTestUser(app);
        const response = await api()
          .post('/api/companies')
          .set(...owner.auth)
          .send(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
        expect(await countOf(owner)).toBe(0);
      },
    );

    it.each(invalidBodies)(
      'refuses to change with %s: 400 naming the field, nothing changed',
      async (_case, body, field) => {
        const owner = await createTestUser(app);
        const { id } = await create(owner);
        const before = await companies().findOneByOrFail({ id });
        const response = await api()
          .put(`/api/companies/${id}`)
          .set(...owner.auth)
          .send(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
        expect(await companies().findOneByOrFail({ id })).toEqual(before);
      },
    );

    it.each(unreadable)(
      'refuses %s in the error shape, storing and changing nothing',
      async (_case, send, status, code) => {
        const owner = await createTestUser(app);
        const { id } = await create(owner);
        const before = await companies().findOneByOrFail({ id });
        for (const attempt of [
          api()
            .post('/api/companies')
            .set(...owner.auth),
          api()
            .put(`/api/companies/${id}`)
            .set(...owner.auth),
        ]) {
          const response = await send(attempt);
          expect(response.status).toBe(status);
          expect(response.body).toEqual({
            statusCode: status,
            error: expect.any(String),
            message: expect.any(String),
            code,
          });
        }
        expect(await countOf(owner)).toBe(1);
        expect(await companies().findOneByOrFail({ id })).toEqual(before);
      },
    );

    it.each(['not-a-uuid', '123', 'autosuggest-x', '00000000-0000-4000-8000-00000000000g'])(
      'answers the id %s like a missing company on GET, PUT and DELETE',
      async (id) => {
        for (const attempt of [
          api().get(`/api/companies/${id}`),
          api().put(`/api/companies/${id}`).send({ company: bakery }),
          api().delete(`/api/companies/${id}`),
        ]) {
          const response = await attempt.set(...user.auth);
          expect(response.status).toBe(404);
          expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
        }
      },
    );
  });

  /**
   * The spec's 'User not authenticated' is the editor's text for this case; the API answers
   * every guarded route alike (code UNAUTHENTICATED, which clients switch on).
   */
  it('answers every company call signed out with 401 UNAUTHENTICATED, changing nothing', async () => {
    const { id } = await create(user);
    const before = await companies().findOneByOrFail({ id });
    const url = `/api/companies/${id}`;
    for (const attempt of [
      api().get('/api/companies'),
      api().get('/api/companies/autosuggest?query=bakker'),
      api().post('/api/companies').send({ company: bakery }),
      api().get(url),
      api()
        .put(url)
        .send({ company: { name: 'Hacked' } }),
      api().delete(url),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
    expect(await companies().findOneByOrFail({ id })).toEqual(before);
  });

  itScopesEveryRouteToItsOwner(() => app, {
    collection: '/api/companies',
    listKey: 'companies',
    validUpdate: { company: bakery },
    create: async (app, owner) => {
      const response = await request(app.getHttpServer())
        .post('/api/companies')
        .set(...owner.auth)
        .send({ company: bakery });
      return response.body.id;
    },
  });
});
