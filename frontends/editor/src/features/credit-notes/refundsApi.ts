import type { InvoiceDtoRead } from '../invoices/invoicesApi.gen';
import { refundsApi as generated } from './refundsApi.gen';

/**
 * A refund changes what the server answers for the credit note (its `refund`) and for the
 * invoice it credits (the `refund` in its `credits`): both are read again.
 */
const enhanced = generated.enhanceEndpoints({
  addTagTypes: ['Invoice'],
  endpoints: {
    refundCreditNote: {
      invalidatesTags: (result, _error, { id }) => [
        { type: 'Invoice', id },
        ...(result?.creditedInvoice === undefined
          ? []
          : [{ type: 'Invoice' as const, id: result.creditedInvoice.id }]),
      ],
    },
  },
});

export const refundsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/invoices/{id} (getInvoice) past the browser's HTTP cache: the answer's ETag is
     * the invoice's version, which a new credit note or a refund's progress does not move, so a
     * revalidated copy (304) would keep showing the credits and refund of the first read.
     */
    getInvoiceUncached: build.query<InvoiceDtoRead, { id: string }>({
      query: ({ id }) => ({ url: `/api/invoices/${id}`, cache: 'no-store' }),
      providesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }],
    }),
  }),
});
