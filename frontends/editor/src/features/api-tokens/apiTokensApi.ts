import { apiTokensApi as generated } from './apiTokensApi.gen';

/** Cache tags for the generated token endpoints: a create or a revoke makes the list stale. */
export const apiTokensApi = generated.enhanceEndpoints({
  addTagTypes: ['PersonalTokens'],
  endpoints: {
    listPersonalTokens: { providesTags: ['PersonalTokens'] },
    createPersonalToken: { invalidatesTags: ['PersonalTokens'] },
    revokePersonalToken: { invalidatesTags: ['PersonalTokens'] },
  },
});

export const {
  useListPersonalTokensQuery,
  useCreatePersonalTokenMutation,
  useRevokePersonalTokenMutation,
} = apiTokensApi;
