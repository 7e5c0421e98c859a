import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

describe('rate limits', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        RATE_LIMIT_API_PER_MINUTE: '5',
        RATE_LIMIT_STATUS_PER_MINUTE: '2',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the 4th refresh from one address in a minute with 429, Retry-After and the code', async () => {
    const statuses: number[] = [];
    let last = await request(app.getHttpServer()).post('/api/auth/refresh');
    for (let i = 0; i < 4; i++) {
      last = await request(app.getHttpServer()).post('/api/auth/refresh');
      statuses.push(last.status);
    }
    // The first call above is the 1st; these are the 2nd to 5th.
    expect(statuses).toEqual([403, 403, 429, 429]);
    expect(last.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts the API per signed-in user, so one user cannot use up another’s allowance', async () => {
    const busy = await createTestUser(app, 'busy');
    const calm = await createTestUser(app, 'calm');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await request(app.getHttpServer())
            .get('/api/companies')
            .set(...busy.auth)
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...calm.auth)
      .expect(200);
  });

  it('slows down trying invoice ids on the public status page, per address', async () => {
    const statuses: number[] = [];
    for (const guess of [
      'AAAAAAAAAAAAAAAAAAAA1',
      'AAAAAAAAAAAAAAAAAAAA2',
      'AAAAAAAAAAAAAAAAAAAA3',
    ]) {
      statuses.push(
        (await request(app.getHttpServer()).get(`/api/invoice-status/${guess}`)).status,
      );
    }
    expect(statuses).toEqual([404, 404, 429]);
    const paying = await request(app.getHttpServer()).post(
      '/api/invoice-status/AAAAAAAAAAAAAAAAAAAA4/payment',
    );
    expect(paying.status).toBe(429);
  });
});

describe('the sign-in rate limit', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '8' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves it to the per-user API limit to count /api/auth/me, so open tabs never block signing in', async () => {
    const user = await createTestUser(app, 'tabs');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (
          await request(app.getHttpServer())
            .get('/api/auth/me')
            .set(...user.auth)
        ).status,
      );
    }
    // Eight profile reads are the user's API allowance; three would be the sign-in allowance.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);

    const starts: number[] = [];
    for (let i = 0; i < 4; i++) {
      starts.push((await request(app.getHttpServer()).get('/api/auth/google')).status);
    }
    expect(starts).toEqual([302, 302, 302, 429]);
  });
});
