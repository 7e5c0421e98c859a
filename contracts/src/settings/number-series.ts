import {
  DEFAULT_INVOICE_NUMBER_FORMAT,
  type DocumentType,
  type InvoiceNumberFormat,
} from '../invoice/index.js';
import type { Settings } from './types.js';

/** The credit notes' series starts as the invoices' does, under its own prefix. */
export const DEFAULT_CREDIT_NOTE_NUMBER_FORMAT: InvoiceNumberFormat = {
  ...DEFAULT_INVOICE_NUMBER_FORMAT,
  prefix: 'CN',
};

/** One number series of the settings: its format, start and counter. */
export type NumberSeries = { format: InvoiceNumberFormat; start: number; latest: number };

/**
 * The series a document of this type is numbered in: invoices and credit notes each have their
 * own (issue 31), formatted and counted by the same rules (formatInvoiceNumber,
 * nextInvoiceNumber).
 */
export const numberSeriesOf = (settings: Settings, documentType: DocumentType): NumberSeries =>
  documentType === 'credit_note'
    ? {
        format: settings.creditNoteNumberFormat,
        start: settings.creditNoteStartNumber,
        latest: settings.latestCreditNoteNumber,
      }
    : {
        format: settings.invoiceNumberFormat,
        start: settings.invoiceStartNumber,
        latest: settings.latestInvoiceNumber,
      };
