import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ROTATION_GRACE_MS, SessionsService } from '../src/auth/sessions/sessions.service.js';
import { startLocalIdentityProvider } from '../src/auth/local-idp/local-identity-provider.js';
import { CookieJar, refresh, signInLocally } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

describe('sign-in through the local OpenID provider', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (token: string) =>
    request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it.each(['google', 'microsoft'] as const)(
    'signs in with %s in redirect mode and returns to the page it came from',
    async (provider) => {
      const { authorizeUrl, callback, cookies } = await signInLocally(app, {
        provider,
        returnTo: '/nl/pricing',
        email: `Anna.${provider}@Example.com`,
        name: 'Anna de Vries',
      });
      expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
      expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
      if (provider === 'microsoft') expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
      expect(callback.status).toBe(302);
      expect(callback.headers.location).toBe('/nl/pricing');
      const refreshCookie = (callback.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('invoicing_refresh='),
      );
      expect(refreshCookie).toMatch(/Path=\/api\/auth/);
      expect(refreshCookie).toMatch(/HttpOnly/);
      expect(refreshCookie).toMatch(/SameSite=Lax/);

      const session = await refresh(app, cookies);
      expect(session.status).toBe(200);
      expect(session.body.user).toMatchObject({
        email: `anna.${provider}@example.com`,
        displayName: 'Anna de Vries',
        isAdmin: false,
      });
      const answer = await me(session.body.accessToken).expect(200);
      expect(answer.body.email).toBe(`anna.${provider}@example.com`);
    },
  );

  it.each(['google', 'microsoft'] as const)(
    'ends a popup sign-in with %s in a page that tells the opener, on our origin only',
    async (provider) => {
      const { callback, cookies } = await signInLocally(app, { provider, mode: 'popup' });
      expect(callback.status).toBe(200);
      expect(callback.text).toContain('"type":"invoicing:sign-in","ok":true');
      expect(callback.text).toContain('postMessage(r,location.origin)');
      expect(callback.headers['content-security-policy']).toMatch(
        /^default-src 'none'; script-src 'sha256-/,
      );
      // A Cross-Origin-Opener-Policy here (or same-origin on the app's pages) would cut the popup
      // off from its opener, and the result would never arrive.
      expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
      const page = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect((await refresh(app, cookies)).status).toBe(200);
    },
  );

  it.each(['google', 'microsoft'] as const)(
    'refuses a %s callback whose state was not issued to this browser (login CSRF)',
    async (provider) => {
      const { callback, cookies } = await signInLocally(app, { provider, tamperState: true });
      expect(callback.status).toBe(302);
      expect(callback.headers.location).toBe('/?signInError=invalid-state');
      expect(cookies.cookies.has('invoicing_refresh')).toBe(false);
    },
  );

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    'never returns to %s',
    async (returnTo) => {
      const { callback } = await signInLocally(app, { provider: 'google', returnTo });
      expect(callback.headers.location).toBe('/');
    },
  );

  it('rotates the refresh token on every use; a racing tab’s stale token does not end the session', async () => {
    const { cookies } = await signInLocally(app, {
      provider: 'google',
      email: 'rotate@example.com',
    });
    const first = cookies.cookies.get('invoicing_refresh') as string;
    expect((await refresh(app, cookies)).status).toBe(200);
    expect(cookies.cookies.get('invoicing_refresh')).not.toBe(first);

    const racingTab = new CookieJar();
    racingTab.cookies.set('invoicing_refresh', first);
    racingTab.cookies.set('XSRF-TOKEN', 'x');
    expect((await refresh(app, racingTab)).status).toBe(401);
    expect((await refresh(app, cookies)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again later (a stolen token)', async () => {
    const { cookies } = await signInLocally(app, {
      provider: 'google',
      email: 'stolen@example.com',
    });
    const stolen = cookies.cookies.get('invoicing_refresh') as string;
    expect((await refresh(app, cookies)).status).toBe(200);
    const sessions = app.get(SessionsService);
    const later = new Date(Date.now() + ROTATION_GRACE_MS + 1000);
    await expect(sessions.refresh(stolen, later)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const after = await refresh(app, cookies);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a refresh without the anti-forgery header', async () => {
    const { cookies } = await signInLocally(app, { provider: 'google' });
    const response = await request(app.getHttpServer())
      .post('/api/auth/refresh')
      .set('Cookie', cookies.header());
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('revokes the session on logout', async () => {
    const { cookies } = await signInLocally(app, { provider: 'microsoft' });
    const xsrf = cookies.cookies.get('XSRF-TOKEN') as string;
    const held = new CookieJar();
    held.cookies.set('invoicing_refresh', cookies.cookies.get('invoicing_refresh') as string);
    held.cookies.set('XSRF-TOKEN', xsrf);
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Cookie', cookies.header())
      .set('X-XSRF-TOKEN', xsrf)
      .expect(204);
    expect((await refresh(app, held)).status).toBe(401);
  });

  it('answers admin-status from ADMIN_EMAILS', async () => {
    const boss = await signInLocally(app, { provider: 'google', email: 'boss@example.com' });
    const other = await signInLocally(app, { provider: 'google', email: 'worker@example.com' });
    for (const [cookies, isAdmin] of [
      [boss.cookies, true],
      [other.cookies, false],
    ] as const) {
      const { body } = await refresh(app, cookies);
      const status = await request(app.getHttpServer())
        .get('/api/user/admin-status')
        .set('Authorization', `Bearer ${body.accessToken}`)
        .expect(200);
      expect(status.body).toEqual({ isAdmin });
    }
  });
});

describe('sign-in in production', () => {
  it('never starts the local provider: an unconfigured provider is simply not offered', async () => {
    const app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(32),
        SECRETS_KEY: 'k'.repeat(32),
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      },
    });
    try {
      const microsoft = await request(app.getHttpServer()).get('/api/auth/microsoft');
      expect(microsoft.status).toBe(404);
      expect(microsoft.body.code).toBe('NOT_FOUND');
      const google = await request(app.getHttpServer()).get('/api/auth/google');
      expect(google.status).toBe(302);
      expect(new URL(google.headers.location).origin).toBe('https://accounts.google.com');
    } finally {
      await app.close();
    }
  });

  it('refuses to start the local provider with NODE_ENV=production', async () => {
    await expect(
      startLocalIdentityProvider({ nodeEnv: 'production', clients: [] }),
    ).rejects.toThrow('The local sign-in provider refuses to start with NODE_ENV=production');
  });
});
