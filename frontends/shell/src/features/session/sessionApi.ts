import { sessionApi as generated } from './sessionApi.gen';

/**
 * Cache tags for the generated session endpoints (never edited into session.gen.ts): signing out
 * makes the admin answer stale. The shell also resets the whole cache on sign-out (platform's
 * `endSession`), so nothing of one account is shown to the next.
 */
export const sessionApi = generated.enhanceEndpoints({
  addTagTypes: ['AdminStatus'],
  endpoints: {
    getAdminStatus: { providesTags: ['AdminStatus'] },
    signOut: { invalidatesTags: ['AdminStatus'] },
  },
});
