/** The anti-forgery pair of spec §7: the server's readable cookie, echoed in this header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The `XSRF-TOKEN` cookie's value, or null without one. The server sets it with the session and
 * clears it on sign-out, so its absence also means there is no session to refresh.
 */
export function readXsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token === '' ? null : token;
    }
  }
  return null;
}

/** Whether the browser holds a session's cookie: a session may exist, worth a refresh. */
export function hasSessionCookie(): boolean {
  return readXsrfToken() !== null;
}
