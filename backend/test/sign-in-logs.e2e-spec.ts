import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { refresh, signInLocally } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

const AUTH_SECRET = 'log-test-secret-'.repeat(3);

describe('the log of a full sign-in', () => {
  let app: NestExpressApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({
      env: { LOG_LEVEL: 'trace', AUTH_SECRET },
      logDestination: capture,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds no secret: codes, state, tokens, cookies or the signing secret', async () => {
    const { callbackUrl, cookies } = await signInLocally(app, {
      provider: 'google',
      email: 'logged@example.com',
    });
    const session = await refresh(app, cookies);
    expect(session.status).toBe(200);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.body.accessToken}`)
      .expect(200);
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Cookie', cookies.header())
      .set('X-XSRF-TOKEN', cookies.cookies.get('XSRF-TOKEN') as string)
      .expect(204);

    const log = lines.join('');
    // The log is really captured: the sign-in's requests are in it.
    expect(log).toContain('"path":"/api/auth/google/callback"');
    const secrets = {
      code: callbackUrl.searchParams.get('code'),
      state: callbackUrl.searchParams.get('state'),
      accessToken: session.body.accessToken,
      refreshToken: cookies.cookies.get('invoicing_refresh'),
      xsrf: cookies.cookies.get('XSRF-TOKEN'),
      flowCookie: cookies.cookies.get('invoicing_auth_flow'),
      authSecret: AUTH_SECRET,
    };
    for (const [name, value] of Object.entries(secrets)) {
      if (value) expect([name, log.includes(value)]).toEqual([name, false]);
    }
    expect(secrets.code).toBeTruthy();
    expect(secrets.refreshToken).toBeTruthy();
  });
});
