import { createHash } from 'node:crypto';
import type { CountryCode, DocumentType, Invoice } from '@app/contracts/invoice';
import { withPaymentSecretMasked } from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import type { IssueChannel } from './archived-document.entity.js';

/** The UBL of the issued document, or why the invoice could not be one. */
export type IssuedUbl = { xml: string } | { missingReason: string };

/** The invoice's facts as the files show them (the row may change or go after the send). */
export type IssuedInvoice = {
  id: string;
  documentType: DocumentType;
  invoiceNumber: string;
  date: string;
  /**
   * The whole invoice as rendered, kept beside the files (the ledger's amounts). The Mollie
   * API key is masked: a secret has no place in a copy nobody can change or delete for years.
   */
  document: Invoice;
};

/** The facts of the invoice that was rendered, stored under `id` (the record's invoice). */
export const issuedInvoiceOf = (id: string, invoice: Invoice): IssuedInvoice => ({
  id,
  documentType: invoice.documentType ?? 'invoice',
  invoiceNumber: invoice.invoiceNumber,
  date: invoice.date,
  document: { ...invoice, paymentMethods: withPaymentSecretMasked(invoice.paymentMethods) },
});

/** What the customer reads on the document: an edit to any of these makes a new issue. */
const ISSUED_CONTENT = [
  'documentType',
  'creditedInvoice',
  'invoiceNumber',
  'date',
  'dueDate',
  'paymentTerms',
  'currency',
  'sender',
  'recipient',
  'items',
  'discount',
  'notes',
  'paymentMethods',
  'paymentReference',
  'vatRegime',
  'isPlaceholder',
] as const satisfies readonly (keyof Invoice)[];

/** JSON with every object's keys sorted, so equal content always hashes alike. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/**
 * The SHA-256 of what the customer reads (`ISSUED_CONTENT`), not of the files (a PDF carries
 * its creation time): a second issue of the same content is the same document, an issue after
 * an edit is a new one (docs/archive.md, "Versions"). Statuses, payment links and timestamps
 * change on an issued invoice without changing what was issued.
 */
export const issuedContentSha256 = (document: Invoice): string => {
  const content = Object.fromEntries(ISSUED_CONTENT.map((field) => [field, document[field]]));
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
};

/** What a delivery hands the archive at the moment of issue: the files as they went out. */
export type IssuedCopy = {
  invoice: IssuedInvoice;
  issuedBy: IssueChannel;
  sellerCountry: CountryCode;
  pdf: Buffer;
  ubl: IssuedUbl;
};

/**
 * The UBL `render` makes, or the reason it could not (an invoice without the e-invoice's
 * identifiers is still a valid invoice to e-mail): the copy keeps the PDF either way, and a
 * UBL the archive alone asked for never stops the e-mail.
 */
export function issuedUbl(render: () => string): IssuedUbl {
  try {
    return { xml: render() };
  } catch (thrown) {
    if (thrown instanceof DomainException && thrown.code === 'EINVOICE_NOT_READY') {
      const missing = (thrown.fields ?? []).map((field) => `${field.field}: ${field.message}`);
      return { missingReason: `Not an e-invoice: ${missing.join('; ') || 'incomplete'}` };
    }
    return { missingReason: `The e-invoice could not be rendered: ${String(thrown)}` };
  }
}
