export { DOCUMENT_LABELS, documentLabel, type DocumentLabelKey } from './labels.js';
export { invoiceView, type InvoiceView } from './invoice-view.js';
export { invoicePaymentPageUrl, safeHttpUrl } from './safe-url.js';
export { createPdfFontCache, sharedPdfFontCache, type PdfFontCache } from './pdf/font-cache.js';
export {
  invoicePdfFileName,
  renderInvoicePdf,
  type InvoicePdfOptions,
} from './pdf/render-invoice-pdf.js';
export { warmUpPdfRenderer } from './pdf/warm-up.js';
export {
  renderInvoiceEmail,
  type InvoiceEmail,
  type InvoiceEmailOptions,
} from './email/render-invoice-email.js';
export {
  invoiceUblFileName,
  renderInvoiceUbl,
  type InvoiceUblOptions,
} from './ubl/render-invoice-ubl.js';
export { UBL_BLOCKERS, ublBlockers, type UblBlocker } from './ubl/ubl-blockers.js';
export { peppolAddress } from './ubl/ubl-parties.js';
export {
  MAX_XML_BYTES,
  readUbl,
  receivedEpcPayload,
  type ReceivedAllowanceCharge,
  type ReceivedAttachment,
  type ReceivedAttachmentContent,
  type ReceivedBillingReference,
  type ReceivedDocumentType,
  type ReceivedDocumentView,
  type ReceivedLine,
  type ReceivedParty,
  type ReceivedPaymentMeans,
  type ReceivedTotals,
  type ReceivedVatCategory,
  type ReceivedVatSubtotal,
  type UblReadResult,
  type UblRefusal,
} from './ubl-read/index.js';
export { qrMatrix, type QrMatrix } from './pdf/qr-matrix.js';
export { documentVatContext } from './vat-context.js';
