import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { DomainException } from '../common/errors/domain.exception.js';

export const REFRESH_COOKIE = 'invoicing_refresh';
/** The anti-forgery pair of spec §7: this cookie echoed in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Only the auth routes ever see the refresh token. */
const REFRESH_PATH = '/api/auth';

export function setSessionCookies(
  response: Response,
  refreshToken: string,
  expires: Date,
  secure: boolean,
): void {
  const base: CookieOptions = { secure, sameSite: 'lax', expires };
  response.cookie(REFRESH_COOKIE, refreshToken, { ...base, httpOnly: true, path: REFRESH_PATH });
  // Readable by our pages (they echo it), never sent cross-site.
  response.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    ...base,
    sameSite: 'strict',
    httpOnly: false,
    path: '/',
  });
}

export function clearSessionCookies(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    secure,
    httpOnly: true,
    sameSite: 'lax',
  });
  response.clearCookie(XSRF_COOKIE, { path: '/', secure, sameSite: 'strict' });
}

export function refreshTokenOf(request: Request): string | null {
  const value: unknown = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Refresh and logout act on a cookie, so a page of another site must not be able to call them. */
export function assertAntiForgery(request: Request): void {
  const cookie: unknown = request.cookies?.[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const ok =
    typeof cookie === 'string' &&
    typeof header === 'string' &&
    cookie.length > 0 &&
    cookie.length === header.length &&
    timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
  if (!ok) {
    throw new DomainException('FORBIDDEN', { message: 'Missing or wrong anti-forgery token' });
  }
}
