import { logoApi as generated, type UploadLogoApiArg } from './logoApi.gen';

/**
 * The logo is part of the settings answer: uploading or deleting it makes that stale. The
 * generated upload would send its argument as JSON; the route takes multipart with one field
 * `file`, so the query builds that form instead.
 */
export const logoApi = generated.enhanceEndpoints({
  addTagTypes: ['Settings'],
  endpoints: {
    uploadLogo: {
      invalidatesTags: ['Settings'],
      query: ({ uploadLogoDto }: UploadLogoApiArg) => {
        const body = new FormData();
        body.append('file', uploadLogoDto.file);
        return { url: '/api/logo/upload', method: 'POST', body };
      },
    },
    deleteLogo: { invalidatesTags: ['Settings'] },
  },
});

export const { useDeleteLogoMutation, useUploadLogoMutation } = logoApi;
