import { refundsApi as generated } from './refundsApi.gen';

/**
 * A refund changes what the server answers for the credit note (its `refund`) and for the
 * invoice it credits (the `refund` in its `credits`): both are read again (invoicesApi's
 * `getInvoice`; the server moves both versions, so their ETags, with every refund status).
 */
export const refundsApi = generated.enhanceEndpoints({
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
