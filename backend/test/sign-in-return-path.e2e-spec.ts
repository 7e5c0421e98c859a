import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { CookieJar, signInLocally } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

const publicUrl = 'http://localhost:3000';

/** Return paths that have made sign-in an open redirect elsewhere, and the ones found here. */
const hostile = [
  '/.//evil.example/.//evil2.example',
  '/..//evil.example',
  '/././/evil.example',
  '/%2e%2e//evil.example',
  '/%252e%252e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  '/／／evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

/** Where a browser goes when it follows this Location from our callback. */
function expectOwnOrigin(location: string | undefined): void {
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  const followed = new URL(location!, `${publicUrl}/api/auth/google/callback`);
  expect(followed.origin).toBe(publicUrl);
}

describe('sign-in sends the browser back to our own origin only', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * Starts a sign-in and comes back as the provider does when the user presses Cancel: to our
   * callback with error=access_denied, the state it was given, and its issuer.
   */
  async function cancelSignIn(provider: 'google' | 'microsoft', returnTo: string) {
    const server = app.getHttpServer();
    const cookies = new CookieJar();
    const query = new URLSearchParams({ mode: 'redirect', returnTo });
    const start = await request(server).get(`/api/auth/${provider}?${query}`).expect(302);
    cookies.store(start.headers['set-cookie']);
    const authorize = new URL(start.headers.location!);
    const callback = new URL(authorize.searchParams.get('redirect_uri')!);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', authorize.searchParams.get('state')!);
    callback.searchParams.set('iss', authorize.origin);
    return request(server)
      .get(`${callback.pathname}${callback.search}`)
      .set('Cookie', cookies.header());
  }

  describe.each(['google', 'microsoft'] as const)('with %s', (provider) => {
    it.each(hostile)('returns a signed-in user asking for %p to a path of ours', async (path) => {
      const { callback } = await signInLocally(app, { provider, returnTo: path });
      expect(callback.status).toBe(302);
      expect(
        (callback.headers['set-cookie'] as unknown as string[]).some((cookie) =>
          cookie.startsWith('invoicing_refresh='),
        ),
      ).toBe(true);
      expectOwnOrigin(callback.headers.location);
      expect(callback.headers.location).toBe('/');
    });

    it.each(hostile)(
      'returns a user who cancelled, asking for %p, to a path of ours',
      async (path) => {
        const callback = await cancelSignIn(provider, path);
        expect(callback.status).toBe(302);
        expectOwnOrigin(callback.headers.location);
        expect(callback.headers.location).toBe('/?signInError=access-denied');
      },
    );

    it('returns a refused callback (forged state) to a path of ours', async () => {
      const { callback } = await signInLocally(app, {
        provider,
        returnTo: hostile[0],
        tamperState: true,
      });
      expect(callback.status).toBe(302);
      expect(callback.headers.location).toBe('/?signInError=invalid-state');
    });
  });

  it('keeps an own path with its query and hash, and adds the reason to it on failure', async () => {
    const path = '/nl/invoice-status/INV-1?lang=nl#paid';
    const { callback } = await signInLocally(app, { provider: 'google', returnTo: path });
    expect(callback.headers.location).toBe(path);
    const cancelled = await cancelSignIn('microsoft', path);
    expect(cancelled.headers.location).toBe(
      '/nl/invoice-status/INV-1?lang=nl&signInError=access-denied#paid',
    );
  });
});
