import { expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestUser, type TestUser } from './users.js';

export type OwnerScopeCase = {
  /** The feature's collection path, e.g. `/api/companies`. */
  collection: string;
  /** Creates one resource as `owner` through the API and returns its id. */
  create: (app: INestApplication, owner: TestUser) => Promise<string>;
  /** A valid body for PUT, so a 404 cannot come from validation. */
  validUpdate: object;
  /** How the collection's list names its rows in the response, e.g. `companies`. */
  listKey: string;
};

/**
 * The owner-scoping contract every feature module proves (copy the call, not the code): another
 * user's id answers 404 exactly like a missing one, on every verb, and changes nothing; a list
 * never shows another user's rows.
 */
export function itScopesEveryRouteToItsOwner(app: () => INestApplication, scope: OwnerScopeCase) {
  it('answers another user’s id with 404 on GET, PUT and DELETE, and changes nothing', async () => {
    const owner = await createTestUser(app(), 'owner');
    const intruder = await createTestUser(app(), 'intruder');
    const id = await scope.create(app(), owner);
    const server = app().getHttpServer();
    const url = `${scope.collection}/${id}`;
    const before = await request(server)
      .get(url)
      .set(...owner.auth)
      .expect(200);

    const attempts = [
      request(server)
        .get(url)
        .set(...intruder.auth),
      request(server)
        .put(url)
        .set(...intruder.auth)
        .send(scope.validUpdate),
      request(server)
        .delete(url)
        .set(...intruder.auth),
    ];
    const missing = `${scope.collection}/00000000-0000-4000-8000-000000000000`;
    const baseline = await request(server)
      .get(missing)
      .set(...intruder.auth);
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(baseline.body);
    }
    expect(baseline.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });

    const after = await request(server)
      .get(url)
      .set(...owner.auth)
      .expect(200);
    expect(after.body).toEqual(before.body);
  });

  it('never lists another user’s rows', async () => {
    const owner = await createTestUser(app(), 'owner');
    const other = await createTestUser(app(), 'other');
    const id = await scope.create(app(), owner);
    const server = app().getHttpServer();
    const own = await request(server)
      .get(scope.collection)
      .set(...owner.auth)
      .expect(200);
    const others = await request(server)
      .get(scope.collection)
      .set(...other.auth)
      .expect(200);
    expect(own.body[scope.listKey].map((row: { id: string }) => row.id)).toEqual([id]);
    expect(others.body[scope.listKey]).toEqual([]);
  });
}
