import type { INestApplication } from '@nestjs/common';
import request, { type Response } from 'supertest';

/** Cookies by name, as a browser would keep them for one site (enough for these flows). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(setCookie: string[] | string | undefined | null): void {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of list) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type SignInOptions = {
  provider: 'google' | 'microsoft';
  mode?: 'popup' | 'redirect';
  returnTo?: string;
  email?: string;
  name?: string;
  /** False: the provider says it did not verify the address (default: verified). */
  emailVerified?: boolean;
  /** Replace the state the provider sends back (a login-CSRF attempt). */
  tamperState?: boolean;
};

/**
 * Goes through the real sign-in round trip as a browser would: our start route, the local
 * OpenID provider's authorize endpoint and account picker ("another account"), and back to our
 * callback. Returns the callback's response and the cookies our site set.
 */
export async function signInLocally(app: INestApplication, options: SignInOptions) {
  const server = app.getHttpServer();
  const appCookies = new CookieJar();
  const query = new URLSearchParams({
    mode: options.mode ?? 'redirect',
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
  });
  const start = await request(server).get(`/api/auth/${options.provider}?${query}`);
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  appCookies.store(start.headers['set-cookie']);
  const authorizeUrl = new URL(start.headers.location);

  const idpCookies = new CookieJar();
  let url = authorizeUrl.toString();
  let response = await fetch(url, { redirect: 'manual' });
  // Follow the provider's redirects until it sends the browser back to our callback.
  for (let hop = 0; hop < 10; hop++) {
    idpCookies.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status === 200 && url.includes('/interaction/')) {
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: idpCookies.header(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          email: options.email ?? 'someone@example.com',
          name: options.name ?? 'Someone',
          email_verified: String(options.emailVerified ?? true),
        }),
      });
      continue;
    }
    if (location === null) throw new Error(`the provider answered ${response.status} at ${url}`);
    const next = new URL(location, url);
    if (next.pathname.startsWith('/api/auth/')) {
      if (options.tamperState) next.searchParams.set('state', 'forged-state-value');
      // To the host the provider names, as a browser would (supertest serves every request
      // on a new port, and in development sign-in follows the host it started on).
      const callback = await request(server)
        .get(`${next.pathname}${next.search}`)
        .set('Host', next.host)
        .set('Cookie', appCookies.header());
      appCookies.store(callback.headers['set-cookie']);
      return { authorizeUrl, callbackUrl: next, callback, cookies: appCookies };
    }
    url = next.toString();
    response = await fetch(url, { redirect: 'manual', headers: { cookie: idpCookies.header() } });
  }
  throw new Error('the provider never sent the browser back');
}

/** POST /api/auth/refresh as the shell does: the cookie and its X-XSRF-TOKEN echo. */
export async function refresh(app: INestApplication, cookies: CookieJar): Promise<Response> {
  const response = await request(app.getHttpServer())
    .post('/api/auth/refresh')
    .set('Cookie', cookies.header())
    .set('X-XSRF-TOKEN', cookies.cookies.get('XSRF-TOKEN') ?? '');
  cookies.store(response.headers['set-cookie']);
  return response;
}
