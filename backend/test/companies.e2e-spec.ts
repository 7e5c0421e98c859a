import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
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
      expect(changed.body).toEqual({ ...body, city: 'Amersfoort' });
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
