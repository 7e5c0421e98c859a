import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { sendWithReauth, setApiHeaders } from './reauth';

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
  prepareHeaders: setApiHeaders,
});

/**
 * The base query of every API call: sends the access token as a Bearer header; on 401 it has the
 * token refreshed once (one refresh shared by all requests that fail meanwhile, and requests that
 * start during a refresh wait for it) and retries once. A second 401, or a failed refresh, is
 * returned to the caller as the error.
 */
export const baseQueryWithReauth: FetchBaseQuery = (args, api, extraOptions) =>
  sendWithReauth(
    async () => rawBaseQuery(args, api, extraOptions),
    (result) => result.error?.status === 401,
  );
