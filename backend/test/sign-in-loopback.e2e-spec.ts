import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { freePort } from '../src/common/net/free-port.js';
import { CookieJar } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

/**
 * A browser's whole sign-in on a real port: it follows every redirect to the exact address it
 * names and keeps cookies per host name (not per port), as browsers do. Opened at 127.0.0.1 while
 * the app calls itself localhost, the round trip must come back to 127.0.0.1, where the browser
 * keeps the flow's cookie, and end signed in there.
 */
async function browserSignIn(start: string) {
  const jars = new Map<string, CookieJar>();
  const jarOf = (url: URL) =>
    jars.get(url.hostname) ?? jars.set(url.hostname, new CookieJar()).get(url.hostname)!;
  let url = new URL(start);
  let init: RequestInit = {};
  const visited: URL[] = [];
  for (let hop = 0; hop < 12; hop++) {
    visited.push(url);
    const headers = { ...(init.headers as Record<string, string>), cookie: jarOf(url).header() };
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jarOf(url).store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'loopback@example.com', name: 'Loop' }),
      };
      continue;
    }
    init = {};
    if (location === null) throw new Error(`${url} answered ${response.status} without a redirect`);
    const next = new URL(location, url);
    // Back on the app after the callback: the sign-in is over.
    if (url.pathname.endsWith('/callback')) return { visited, landed: next, jar: jarOf(url) };
    url = next;
  }
  throw new Error(`no end to the redirects: ${visited.join(' -> ')}`);
}

describe('sign-in on a loopback address other than PUBLIC_URL’s (development)', () => {
  let app: NestExpressApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const listening = async (env: Record<string, string>, port: number) => {
    app = await createTestApp({ env });
    await app.listen(port, '127.0.0.1');
    return app;
  };

  const signedInAt = async (origin: string) => {
    const { visited, landed, jar } = await browserSignIn(`${origin}/api/auth/google?returnTo=/nl`);
    const callback = visited.find((url) => url.pathname === '/api/auth/google/callback');
    expect(callback?.origin).toBe(origin);
    expect(landed.href).toBe(`${origin}/nl`);
    const session = await fetch(`${origin}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'x-xsrf-token': jar.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      'loopback@example.com',
    );
  };

  it('ends signed in at 127.0.0.1 when PUBLIC_URL is left at its localhost default', async () => {
    const port = await freePort();
    await listening({ PORT: String(port) }, port);
    await signedInAt(`http://127.0.0.1:${port}`);
  });

  it('ends signed in at 127.0.0.1 when PUBLIC_URL names localhost on the same port', async () => {
    const port = await freePort();
    await listening({ PUBLIC_URL: `http://localhost:${port}` }, port);
    await signedInAt(`http://127.0.0.1:${port}`);
  });

  it('keeps an explicit PUBLIC_URL on another host name, whatever the Host header says', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'http://invoices.test:3000' } });
    const start = await request(app.getHttpServer())
      .get('/api/auth/google')
      .set('Host', '127.0.0.1:3000')
      .expect(302);
    expect(new URL(start.headers.location).searchParams.get('redirect_uri')).toBe(
      'http://invoices.test:3000/api/auth/google/callback',
    );
  });

  it('never follows the Host header in production', async () => {
    app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(32),
        SECRETS_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://invoices.example',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      },
    });
    for (const host of ['127.0.0.1:3000', 'localhost', 'evil.example']) {
      const start = await request(app.getHttpServer())
        .get('/api/auth/google')
        .set('Host', host)
        .expect(302);
      expect(new URL(start.headers.location).searchParams.get('redirect_uri')).toBe(
        'https://invoices.example/api/auth/google/callback',
      );
    }
  });
});
