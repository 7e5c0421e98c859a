import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './api-base-url';
import { sendWithReauth, setApiHeaders } from './reauth';

export { apiBaseUrl };

type FetchBaseQuery = ReturnType<typeof fetchBaseQuery>;

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
