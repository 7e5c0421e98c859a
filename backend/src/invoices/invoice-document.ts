import type { Invoice } from '@app/contracts/invoice';

/** The editable part of an invoice, stored as one jsonb value. */
export type InvoiceDocument = Pick<
  Invoice,
  | 'paymentTerms'
  | 'sender'
  | 'recipient'
  | 'items'
  | 'discount'
  | 'notes'
  | 'emailMessage'
  | 'paymentMethods'
  | 'isPlaceholder'
  | 'creditedInvoice'
  | 'vatRegime'
> & { paymentLinks: NonNullable<Invoice['paymentLinks']> };
