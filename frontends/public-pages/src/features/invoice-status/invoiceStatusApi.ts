import { invoiceStatusApi as generated } from './invoiceStatusApi.gen';

/**
 * The customer's view of one invoice. Always asked afresh: a payment can arrive at any moment,
 * and starting a payment is never cached (each answer may be a new link).
 */
export const invoiceStatusApi = generated.enhanceEndpoints({
  endpoints: {
    getInvoiceStatus: { keepUnusedDataFor: 0 },
  },
});

export const { useGetInvoiceStatusQuery, useStartInvoicePaymentMutation } = invoiceStatusApi;
