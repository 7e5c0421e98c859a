import { settingsApi as generated } from './settingsApi.gen';

/** Cache tags for the generated settings endpoints: saving makes the fetched settings stale. */
export const settingsApi = generated.enhanceEndpoints({
  addTagTypes: ['Settings'],
  endpoints: {
    getSettings: { providesTags: ['Settings'] },
    updateSettings: { invalidatesTags: ['Settings'] },
  },
});
