export { DOCUMENT_LABELS, documentLabel, type DocumentLabelKey } from './labels.js';
export { invoiceView, type InvoiceView } from './invoice-view.js';
export { invoicePaymentPageUrl, safeHttpUrl } from './safe-url.js';
export { createPdfFontCache, sharedPdfFontCache, type PdfFontCache } from './pdf/font-cache.js';
export {
  invoicePdfFileName,
  renderInvoicePdf,
  type InvoicePdfOptions,
} from './pdf/render-invoice-pdf.js';
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
