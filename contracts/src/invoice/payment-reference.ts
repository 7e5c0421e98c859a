import { formatCreditorReference, isCreditorReference } from '../vat/payment-references.js';
import type { Invoice } from './types.js';

/**
 * The reference the customer quotes with a transfer, as the documents and the status page print
 * it: the invoice's payment reference (a Belgian structured one as "+++123/4567/89002+++", an
 * ISO 11649 one in groups of four, "RF18 5390 0754 7034"), else the invoice number. Empty for a
 * draft without a number.
 */
export const printedPaymentReference = (
  invoice: Pick<Invoice, 'paymentReference' | 'invoiceNumber'>,
): string => {
  const reference = invoice.paymentReference?.trim() ?? '';
  if (reference === '') return invoice.invoiceNumber.trim();
  return isCreditorReference(reference) ? formatCreditorReference(reference) : reference;
};
