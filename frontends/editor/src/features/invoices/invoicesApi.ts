import { invoicesApi as generated } from './invoicesApi.gen';

/**
 * Cache tags for the generated invoice endpoints (never edited into the .gen file): any write
 * makes the lists stale; a change or delete also the invoice itself.
 */
export const invoicesApi = generated.enhanceEndpoints({
  addTagTypes: ['Invoice', 'InvoiceList'],
  endpoints: {
    listInvoices: { providesTags: ['InvoiceList'] },
    // Sums over the lists' invoices: stale whenever they are.
    getInvoiceAmounts: { providesTags: ['InvoiceList'] },
    getInvoice: { providesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }] },
    createInvoice: { invalidatesTags: ['InvoiceList'] },
    bulkCreateInvoices: { invalidatesTags: ['InvoiceList'] },
    updateInvoice: {
      invalidatesTags: (_result, _error, { id }) => ['InvoiceList', { type: 'Invoice', id }],
    },
    deleteInvoice: {
      invalidatesTags: (_result, _error, { id }) => ['InvoiceList', { type: 'Invoice', id }],
    },
  },
});
