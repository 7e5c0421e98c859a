import { emailApi as generated } from './emailApi.gen';

/**
 * Cache tags for the generated e-mail endpoints (never edited into the .gen file). The history
 * list is provided per invoice; sending makes it stale, and the invoice and the invoice lists
 * too, since a delivered e-mail turns the invoice `sent` (the tag names are invoicesApi's).
 */
export const emailApi = generated.enhanceEndpoints({
  addTagTypes: ['Invoice', 'InvoiceList', 'InvoiceEmails'],
  endpoints: {
    listInvoiceEmails: {
      providesTags: (_result, _error, { id }) => [{ type: 'InvoiceEmails', id }],
    },
    sendInvoiceEmail: {
      invalidatesTags: (_result, _error, { id }) => [
        'InvoiceList',
        { type: 'Invoice', id },
        { type: 'InvoiceEmails', id },
      ],
    },
  },
});
