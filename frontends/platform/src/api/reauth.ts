import { getAccessToken, pendingRefresh, refreshAccessToken } from './auth-session';
import { readXsrfToken, XSRF_HEADER } from './xsrf';

/** Sets what every API call carries: the session's Bearer token and the anti-forgery echo. */
export function setApiHeaders(headers: Headers): Headers {
  const token = getAccessToken();
  if (token !== null) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  // Spec §7: every call echoes the anti-forgery cookie, as a generic client does; only our own
  // origin is called, and the server needs it on the cookie-authenticated sign-out.
  const xsrf = readXsrfToken();
  if (xsrf !== null) {
    headers.set(XSRF_HEADER, xsrf);
  }
  return headers;
}

/**
 * Sends a request (`send` reads the token when it runs) the way every API call is sent: a
 * request that starts during a refresh waits for it; on 401 the token is refreshed once (one
 * refresh shared by all requests that fail meanwhile) and the request sent again once. A second
 * 401, or a failed refresh, is the caller's answer.
 */
export async function sendWithReauth<T>(
  send: () => Promise<T>,
  isUnauthorized: (answer: T) => boolean,
): Promise<T> {
  await pendingRefresh();
  const tokenSent = getAccessToken();
  const answer = await send();
  if (!isUnauthorized(answer)) {
    return answer;
  }
  // The session changed while this request was under way: another request's refresh already ran
  // (retry with its token) or the session ended (nothing to retry with).
  const current = getAccessToken();
  if (current !== tokenSent) {
    return current === null ? answer : send();
  }
  const token = await refreshAccessToken();
  return token === null ? answer : send();
}
