import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AccessTokensService,
} from '../src/common/auth/access-tokens.service.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

describe('access tokens on a guarded route', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_SECRET: 'a'.repeat(40) } });
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const getWith = (token: string) =>
    request(app.getHttpServer()).get('/api/companies').set('Authorization', `Bearer ${token}`);

  it('lets a valid token through', async () => {
    await getWith(user.token).expect(200);
  });

  it('refuses an expired token', async () => {
    const issued = new Date(Date.now() - (ACCESS_TOKEN_LIFETIME_SECONDS + 5) * 1000);
    const expired = await app.get(AccessTokensService).issue(user, issued);
    const response = await getWith(expired);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('http://localhost:3000')
      .setAudience('invoicing-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('b'.repeat(40)));
    expect((await getWith(forged)).status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ email: user.email })
      .setSubject(user.id)
      .setIssuer('http://localhost:3000')
      .setAudience('invoicing-api')
      .setExpirationTime('10m')
      .encode();
    expect((await getWith(unsigned)).status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = user.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'someone-else', email: user.email, exp: 9999999999 }),
    ).toString('base64url');
    expect((await getWith(`${header}.${payload}.${signature}`)).status).toBe(401);
  });

  it('refuses a request without the Bearer scheme', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/companies')
      .set('Authorization', user.token);
    expect(response.status).toBe(401);
  });
});
