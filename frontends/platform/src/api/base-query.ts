import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getAccessToken, pendingRefresh, refreshAccessToken } from './auth-session';
import { readXsrfToken, XSRF_HEADER } from './xsrf';

type FetchBaseQuery = ReturnType<typeof fetchBaseQuery>;

/**
 * The page's own origin: the endpoints generated from openapi.yaml carry the whole path
 * (`/api/...`). Spelled out absolutely because Node's fetch (used under test) cannot resolve a
 * relative URL; in the browser it is the same request.
 */
export function apiBaseUrl(): string {
  return typeof location === 'undefined' ? '/' : location.origin;
}

const rawBaseQuery: FetchBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers) => {
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
  },
});

/**
 * The base query of every API call: sends the access token as a Bearer header; on 401 it has the
 * token refreshed once (one refresh shared by all requests that fail meanwhile, and requests that
 * start during a refresh wait for it) and retries once. A second 401, or a failed refresh, is
 * returned to the caller as the error.
 */
export const baseQueryWithReauth: FetchBaseQuery = async (args, api, extraOptions) => {
  await pendingRefresh();
  const tokenSent = getAccessToken();
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) {
    return result;
  }
  // The session changed while this request was under way: another request's refresh already ran
  // (retry with its token) or the session ended (nothing to retry with).
  const current = getAccessToken();
  if (current !== tokenSent) {
    return current === null ? result : rawBaseQuery(args, api, extraOptions);
  }
  const token = await refreshAccessToken();
  return token === null ? result : rawBaseQuery(args, api, extraOptions);
};
