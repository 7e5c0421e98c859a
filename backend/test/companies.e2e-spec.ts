import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
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

  it('creates a company, trims its text and returns it with an id and a creation time', async () => {
    const response = await api()
      .post('/api/companies')
      .set(...user.auth)
      .send({ ...bakery, name: '  Bakkerij Jansen ', contactName: undefined });
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
    const { body } = await api()
      .post('/api/companies')
      .set(...user.auth)
      .send(bakery)
      .expect(201);
    const changed = await api()
      .put(`/api/companies/${body.id}`)
      .set(...user.auth)
      .send({ ...bakery, city: 'Amersfoort' })
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
    for (const name of ['First', 'Second']) {
      await api()
        .post('/api/companies')
        .set(...owner.auth)
        .send({ name })
        .expect(201);
    }
    const { body } = await api()
      .get('/api/companies')
      .set(...owner.auth)
      .expect(200);
    expect(body.companies.map((c: { name: string }) => c.name)).toEqual(['Second', 'First']);
  });

  it.each([
    ['a missing name', { city: 'Utrecht' }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a number for a text field', { name: 'Acme', city: 42 }, 'city'],
    ['an invalid e-mail address', { name: 'Acme', email: 'anna@' }, 'email'],
    ['an unknown field', { name: 'Acme', userId: 'someone-else' }, 'userId'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, body, field) => {
    const owner = await createTestUser(app);
    const response = await api()
      .post('/api/companies')
      .set(...owner.auth)
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    const list = await api()
      .get('/api/companies')
      .set(...owner.auth)
      .expect(200);
    expect(list.body.companies).toEqual([]);
  });

  it('answers an id that is not a uuid like a missing company', async () => {
    const response = await api()
      .get('/api/companies/not-a-uuid')
      .set(...user.auth);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('needs a signed-in user', async () => {
    const response = await api().get('/api/companies');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  itScopesEveryRouteToItsOwner(() => app, {
    collection: '/api/companies',
    listKey: 'companies',
    validUpdate: bakery,
    create: async (app, owner) => {
      const response = await request(app.getHttpServer())
        .post('/api/companies')
        .set(...owner.auth)
        .send(bakery);
      return response.body.id;
    },
  });
});
