import { peppolApi as generated } from './peppolApi.gen';

/** A directory answer is good for as long as the server keeps it (10 minutes, docs/peppol.md). */
export const PARTICIPANT_CACHE_SECONDS = 600;

/**
 * Cache tags for the generated Peppol endpoints (never edited into the .gen file). Registering
 * and leaving change the registration; a send changes the invoice's deliveries, and the invoice
 * and the lists too (their `peppolStatus`; the tag names are invoicesApi's).
 */
export const peppolApi = generated.enhanceEndpoints({
  addTagTypes: ['PeppolRegistration', 'PeppolDeliveries', 'Invoice', 'InvoiceList'],
  endpoints: {
    getPeppolRegistration: { providesTags: ['PeppolRegistration'] },
    registerForPeppol: { invalidatesTags: ['PeppolRegistration'] },
    leavePeppol: { invalidatesTags: ['PeppolRegistration'] },
    getPeppolParticipant: { keepUnusedDataFor: PARTICIPANT_CACHE_SECONDS },
    listPeppolDeliveries: {
      providesTags: (_result, _error, { id }) => [{ type: 'PeppolDeliveries', id }],
    },
    sendPeppolDelivery: {
      invalidatesTags: (_result, _error, { id }) => [
        'InvoiceList',
        { type: 'Invoice', id },
        { type: 'PeppolDeliveries', id },
      ],
    },
  },
});
