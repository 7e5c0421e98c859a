import { receivedApi as generated } from './receivedApi.gen';

/** Cache tags for received e-invoices: a mark or read change makes the list and the detail stale. */
export const receivedApi = generated.enhanceEndpoints({
  addTagTypes: ['ReceivedDocuments'],
  endpoints: {
    listReceivedDocuments: { providesTags: ['ReceivedDocuments'] },
    getReceivedDocument: { providesTags: ['ReceivedDocuments'] },
    patchReceivedDocument: { invalidatesTags: ['ReceivedDocuments'] },
  },
});

export const {
  useListReceivedDocumentsQuery,
  useGetReceivedDocumentQuery,
  usePatchReceivedDocumentMutation,
} = receivedApi;

export type {
  ReceivedDocumentDetailDto,
  ReceivedDocumentDto,
  ReceivedPartyDto,
} from './receivedApi.gen';
