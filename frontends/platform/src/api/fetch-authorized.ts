import { apiBaseUrl } from './base-query';
import { sendWithReauth, setApiHeaders } from './reauth';

/**
 * A GET of an API path that answers a file (a PDF, a logo), sent as the base query sends every
 * call: Bearer token, anti-forgery echo, the shared refresh on 401. The caller reads the
 * `Response` itself: a Blob has no place in the Redux store, where RTK Query would keep it. A
 * failed request (offline, aborted) rejects as `fetch` does.
 */
export function fetchAuthorized(
  path: string,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  // apiBaseUrl() is the page's origin, or '/' outside a browser: never produce '//api/...'.
  const url = `${apiBaseUrl().replace(/\/$/, '')}${path}`;
  return sendWithReauth(
    () => fetch(url, { headers: setApiHeaders(new Headers()), signal: init.signal }),
    (response) => response.status === 401,
  );
}
