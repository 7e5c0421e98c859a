import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CookieJar } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';
import {
  clientRequest,
  PROXY_ADDRESS,
  startTlsReverseProxy,
  type ClientResponse,
  type TlsReverseProxy,
} from './support/tls-reverse-proxy.js';

const setCookies = (answer: ClientResponse) => answer.headers['set-cookie'] ?? [];

/**
 * The local provider's side of a sign-in, as a browser goes through it: its redirects, the
 * account picker ("another account"), and back. Answers the callback URL it sends the browser to.
 */
async function pickAccountAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const cookies = new CookieJar();
  let url = authorizeUrl;
  let response = await fetch(url, { redirect: 'manual' });
  for (let hop = 0; hop < 10; hop++) {
    cookies.store(response.headers.getSetCookie());
    if (response.status === 200 && url.includes('/interaction/')) {
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name: 'Proxied Person' }),
      });
      continue;
    }
    const location = response.headers.get('location');
    if (location === null) throw new Error(`the provider answered ${response.status} at ${url}`);
    const next = new URL(location, url);
    if (next.pathname.startsWith('/api/auth/')) return next;
    url = next.toString();
    response = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.header() } });
  }
  throw new Error('the provider never sent the browser back');
}

describe('behind a TLS-terminating reverse proxy (TRUST_PROXY set to its address)', () => {
  let proxy: TlsReverseProxy;
  let app: NestExpressApplication;
  let backendPort: number;

  beforeAll(async () => {
    proxy = await startTlsReverseProxy();
    app = await createTestApp({
      env: {
        PUBLIC_URL: proxy.origin,
        TRUST_PROXY: PROXY_ADDRESS,
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
      },
    });
    await app.listen(0, '127.0.0.1');
    backendPort = (app.getHttpServer().address() as AddressInfo).port;
    proxy.forwardTo(backendPort);
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
  });

  const refreshVia = (
    target: Parameters<typeof clientRequest>[0],
    from: string,
    headers?: Record<string, string>,
  ) => clientRequest(target, '/api/auth/refresh', { from, method: 'POST', headers });

  it('completes a sign-in over https: the flow cookie round-trips and the session cookies are set', async () => {
    const from = '127.0.0.4';
    const cookies = new CookieJar();
    const start = await clientRequest({ proxy }, '/api/auth/google?returnTo=%2Fnl%2Fpricing', {
      from,
    });
    expect(start.status).toBe(302);
    const flowCookie = setCookies(start).find((c) => c.startsWith('invoicing_auth_flow='));
    expect(flowCookie).toMatch(/; secure/i);
    cookies.store(setCookies(start));

    const callbackUrl = await pickAccountAtProvider(start.headers.location!, 'proxied@example.com');
    expect(callbackUrl.origin).toBe(proxy.origin);
    const callback = await clientRequest(
      { proxy },
      `${callbackUrl.pathname}${callbackUrl.search}`,
      { from, headers: { cookie: cookies.header() } },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/nl/pricing');
    const refreshCookie = setCookies(callback).find((c) => c.startsWith('invoicing_refresh='));
    expect(refreshCookie).toMatch(/; secure/i);
    cookies.store(setCookies(callback));

    const session = await refreshVia({ proxy }, from, {
      cookie: cookies.header(),
      'x-xsrf-token': cookies.cookies.get('XSRF-TOKEN') ?? '',
    });
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ user: { email: 'proxied@example.com' } });
  });

  it('gives each client behind the proxy its own sign-in limit, whatever it claims to be', async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await refreshVia({ proxy }, '127.0.0.2')).status);
    expect(first).toEqual([403, 403, 403, 429]);
    // A forged X-Forwarded-For does not make the same client someone else: the proxy appends
    // the address it saw, and only that one is believed.
    const forged = await refreshVia({ proxy }, '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' });
    expect(forged.status).toBe(429);
    // Another client, through the same proxy, still has its allowance.
    expect((await refreshVia({ proxy }, '127.0.0.3')).status).toBe(403);
  });

  it('ignores X-Forwarded-For from a client that reaches the backend directly', async () => {
    const direct = { backendPort };
    const statuses: number[] = [];
    for (const forwardedFor of [undefined, '203.0.113.7', '203.0.113.8', undefined]) {
      const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
      statuses.push((await refreshVia(direct, '127.0.0.5', headers)).status);
    }
    // One address, one allowance of three: the claimed addresses did not get their own.
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let app: NestExpressApplication;
  let backendPort: number;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
    await app.listen(0, '127.0.0.1');
    backendPort = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts by the connection’s address and never by X-Forwarded-For', async () => {
    const refresh = (headers?: Record<string, string>) =>
      clientRequest({ backendPort }, '/api/auth/refresh', {
        from: '127.0.0.6',
        method: 'POST',
        headers,
      });
    expect((await refresh({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(403);
    expect((await refresh({ 'x-forwarded-for': '203.0.113.2' })).status).toBe(403);
    expect((await refresh({ 'x-forwarded-for': '203.0.113.3' })).status).toBe(429);
  });
});
