import {
  extractSequence,
  nextInvoiceNumber,
  type DocumentType,
  type InvoiceNumberFormat,
} from '@app/contracts/invoice';
import { MAX_INVOICE_COUNTER, numberSeriesOf, type Settings } from '@app/contracts/settings';

export type Numbering = {
  invoiceNumber: string;
  /** For ordering the list; -1 when the number has no digits. */
  sequence: number;
  /** The counter of the document type's series to store afterwards. */
  latestInvoiceNumber: number;
};

const orderingSequence = (invoiceNumber: string, format: InvoiceNumberFormat): number => {
  const sequence = extractSequence(invoiceNumber, format);
  return sequence === null || !Number.isSafeInteger(sequence) ? -1 : sequence;
};

/**
 * The number an invoice is stored under. Without one it gets the next number of the user's
 * series for its document type (invoices and credit notes each have their own: contracts'
 * rule, the browser's too). With one (numbered offline, or imported) it keeps it, and the
 * counter moves past it so the series never hands it out again; a number beyond any real
 * counter does not drag the counter along.
 */
export function numberInvoice(
  sentNumber: string,
  date: string,
  settings: Settings,
  documentType: DocumentType = 'invoice',
): Numbering {
  const series = numberSeriesOf(settings, documentType);
  const format = series.format;
  const trimmed = sentNumber.trim();
  if (trimmed === '') {
    const next = nextInvoiceNumber({
      format,
      latestInvoiceNumber: series.latest,
      invoiceStartNumber: series.start,
      invoiceDate: date,
    });
    return {
      invoiceNumber: next.invoiceNumber,
      sequence: next.sequence,
      latestInvoiceNumber: next.sequence,
    };
  }
  const sequence = orderingSequence(trimmed, format);
  const counts = sequence > 0 && sequence <= MAX_INVOICE_COUNTER;
  return {
    invoiceNumber: trimmed,
    sequence,
    latestInvoiceNumber: counts ? Math.max(series.latest, sequence) : series.latest,
  };
}
