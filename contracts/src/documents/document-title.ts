import type { InvoiceView } from './invoice-view.js';
import { documentLabel } from './labels.js';

type Titled = Pick<InvoiceView, 'locale' | 'documentType' | 'number'>;

/**
 * "Factuur F-2026-0042", or "Conceptfactuur" while there is no number: "Factuur Concept" read as
 * if "Concept" were the number (the number line keeps "Factuurnummer: Concept").
 */
export const documentTitle = (view: Titled): string => {
  const credit = view.documentType === 'credit_note';
  if (view.number === null) {
    return documentLabel(view.locale, credit ? 'draftCreditNote' : 'draftInvoice');
  }
  return `${documentLabel(view.locale, credit ? 'creditNote' : 'invoice')} ${view.number}`;
};
