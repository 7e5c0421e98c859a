import { healthApi as generated } from './healthApi.gen';

/** Cache tags for the generated health endpoint (never edited into health.gen.ts). */
export const healthApi = generated.enhanceEndpoints({
  addTagTypes: ['Health'],
  endpoints: { getHealth: { providesTags: ['Health'] } },
});

export const { useGetHealthQuery } = healthApi;
export type { HealthDto } from './healthApi.gen';
