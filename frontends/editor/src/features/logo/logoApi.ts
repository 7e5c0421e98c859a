import { logoApi as generated } from './logoApi.gen';

/** The logo is part of the settings answer: uploading or deleting it makes that stale. */
export const logoApi = generated.enhanceEndpoints({
  addTagTypes: ['Settings'],
  endpoints: {
    uploadLogo: { invalidatesTags: ['Settings'] },
    deleteLogo: { invalidatesTags: ['Settings'] },
  },
});
