import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * RTK Query is not a federation singleton: a remote importing anything from it at run time bundles
 * all of it (12 KB gzipped). Remotes take what they use of it from here.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The one RTK Query api of the page. Each remote adds its generated endpoints with
 * `baseApi.injectEndpoints` / `enhanceEndpoints`, so all share one cache and one middleware.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  endpoints: () => ({}),
});
