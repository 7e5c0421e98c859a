import {
  UBL_BLOCKERS,
  invoiceUblFileName,
  renderInvoiceUbl,
  ublBlockers,
} from '@app/contracts/documents';
import type { CountryCode, Invoice, Language } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';

/**
 * `invoice_{number}.xml` (a UBL Invoice) or `credit-note_{number}.xml` (a UBL CreditNote), in
 * the document's language (`factuur_…`, `creditnota_…`).
 */
export type EInvoiceFile = { fileName: string; xml: string };

/** Names every piece the document lacks as a field error (409 EINVOICE_NOT_READY). */
export function assertEInvoiceReady(invoice: Invoice, country: CountryCode): void {
  const blockers = ublBlockers(invoice, country);
  if (blockers.length > 0) {
    throw new DomainException('EINVOICE_NOT_READY', {
      fields: blockers.map((blocker) => UBL_BLOCKERS[blocker]),
    });
  }
}

/**
 * The stored document as its Peppol BIS 3.0 e-invoice, rendered by contracts: the same file
 * the editor exports, an Invoice or, for a credit note, a CreditNote.
 */
export function eInvoiceFile(
  invoice: Invoice,
  country: CountryCode,
  language: Language,
): EInvoiceFile {
  assertEInvoiceReady(invoice, country);
  return {
    fileName: invoiceUblFileName(invoice, language),
    xml: renderInvoiceUbl(invoice, { language, country }),
  };
}
