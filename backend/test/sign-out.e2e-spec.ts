import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ROTATION_GRACE_MS, SessionsService } from '../src/auth/sessions/sessions.service.js';
import { REVOKED_SESSIONS_REFRESH_MS } from '../src/common/auth/revoked-sessions.service.js';
import { type CookieJar, refresh, signInLocally } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

/**
 * Two instances of the app on one database (each its own memory, as two machines), sharing the
 * token secret as production requires. Signing out on one must end the session's access tokens
 * on both: at once where it happened, within the refresh interval everywhere else.
 */
describe('signing out ends the access tokens on every instance', () => {
  const env = { AUTH_SECRET: 'sign-out-e2e-secret-0123456789abcdef' };
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const meStatus = async (app: NestExpressApplication, token: string) =>
    (await request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`))
      .status;

  /** Polls until the token is refused, with a deadline far beyond the promise (a loaded CI). */
  const refusedWithin = async (app: NestExpressApplication, token: string) => {
    const deadline = Date.now() + REVOKED_SESSIONS_REFRESH_MS + 15_000;
    for (;;) {
      const status = await meStatus(app, token);
      if (status !== 200) return status;
      if (Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const signedIn = async (email: string) => {
    const { cookies } = await signInLocally(a, { provider: 'google', email });
    const session = await refresh(a, cookies);
    expect(session.status).toBe(200);
    return { cookies, token: session.body.accessToken as string };
  };

  const logout = (app: NestExpressApplication, cookies: CookieJar) =>
    request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Cookie', cookies.header())
      .set('X-XSRF-TOKEN', cookies.cookies.get('XSRF-TOKEN') ?? '')
      .expect(204);

  it('refuses the token on the instance that signed out at once, and on the other within seconds', async () => {
    const session = await signedIn('leaving@example.com');
    const other = await signedIn('leaving@example.com');
    expect(await meStatus(a, session.token)).toBe(200);
    expect(await meStatus(b, session.token)).toBe(200);

    await logout(a, session.cookies);

    expect(await meStatus(a, session.token)).toBe(401);
    expect(await refusedWithin(b, session.token)).toBe(401);
    const refused = await request(b.getHttpServer())
      .get('/api/companies')
      .set('Authorization', `Bearer ${session.token}`);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    // Only that session ended: the same user's other sign-in goes on.
    expect(await meStatus(a, other.token)).toBe(200);
    expect(await meStatus(b, other.token)).toBe(200);
  });

  it('ends the access tokens of a session revoked because a rotated refresh token came back', async () => {
    const session = await signedIn('robbed@example.com');
    const stolen = session.cookies.cookies.get('invoicing_refresh') as string;
    const renewed = await refresh(a, session.cookies);
    expect(renewed.status).toBe(200);
    const token = renewed.body.accessToken as string;
    expect(await meStatus(b, token)).toBe(200);

    // The thief presents the rotated token after the grace window: the whole family ends.
    const later = new Date(Date.now() + ROTATION_GRACE_MS + 1000);
    await expect(a.get(SessionsService).refresh(stolen, later)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    expect(await meStatus(a, token)).toBe(401);
    expect(await refusedWithin(b, token)).toBe(401);
  });

  it('signing out on the other instance ends the token where it was issued', async () => {
    const session = await signedIn('elsewhere@example.com');
    await logout(b, session.cookies);
    expect(await meStatus(b, session.token)).toBe(401);
    expect(await refusedWithin(a, session.token)).toBe(401);
  });
});
