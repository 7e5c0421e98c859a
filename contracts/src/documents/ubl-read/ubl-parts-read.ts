import type {
  ReceivedAllowanceCharge,
  ReceivedAttachment,
  ReceivedAttachmentContent,
  ReceivedLine,
  ReceivedPaymentMeans,
  ReceivedVatCategory,
  ReceivedVatSubtotal,
} from './received-document-view.js';
import {
  NotUbl,
  child,
  children,
  decimalText,
  requiredCents,
  requiredText,
  text,
} from './ubl-values.js';
import type { XmlElement } from './xml-tree.js';

const vatCategory = (category: XmlElement | null): ReceivedVatCategory | null => {
  const code = text(category, 'ID');
  if (code === null) return null;
  const percent = text(category, 'Percent');
  return { code, percent: percent === null ? null : decimalText(percent) };
};

/** BG-25: an InvoiceLine or a CreditNoteLine. */
export const readLine = (line: XmlElement): ReceivedLine => {
  const quantity = child(line, 'InvoicedQuantity') ?? child(line, 'CreditedQuantity');
  const price = text(line, 'Price', 'PriceAmount');
  const base = text(line, 'Price', 'BaseQuantity');
  return {
    id: requiredText(line, 'ID'),
    name: text(line, 'Item', 'Name') ?? '',
    description: text(line, 'Item', 'Description'),
    note: text(line, 'Note'),
    quantity: decimalText(requiredText(quantity)),
    unitCode: quantity?.attributes['unitCode']?.trim() || null,
    unitPrice: price === null ? null : decimalText(price),
    baseQuantity: base === null ? null : decimalText(base),
    lineAmountCents: requiredCents(line, 'LineExtensionAmount'),
    vat: vatCategory(child(line, 'Item', 'ClassifiedTaxCategory')),
  };
};

/** BG-20 and BG-21 on the document level. */
export const readAllowanceCharge = (element: XmlElement): ReceivedAllowanceCharge => ({
  charge: requiredText(element, 'ChargeIndicator').toLowerCase() === 'true',
  reason: text(element, 'AllowanceChargeReason'),
  reasonCode: text(element, 'AllowanceChargeReasonCode'),
  amountCents: requiredCents(element, 'Amount'),
  vat: vatCategory(child(element, 'TaxCategory')),
});

/** BG-23: one row of the VAT breakdown. */
export const readVatSubtotal = (subtotal: XmlElement): ReceivedVatSubtotal => {
  const category = vatCategory(child(subtotal, 'TaxCategory'));
  if (category === null) throw new NotUbl('TaxSubtotal without a category');
  return {
    taxableCents: requiredCents(subtotal, 'TaxableAmount'),
    vatCents: requiredCents(subtotal, 'TaxAmount'),
    category,
    exemptionReason: text(subtotal, 'TaxCategory', 'TaxExemptionReason'),
    exemptionReasonCode: text(subtotal, 'TaxCategory', 'TaxExemptionReasonCode'),
  };
};

/** BG-16 with its credit transfer account (BG-17). */
export const readPaymentMeans = (means: XmlElement): ReceivedPaymentMeans => ({
  code: requiredText(means, 'PaymentMeansCode'),
  iban: text(means, 'PayeeFinancialAccount', 'ID'),
  bic: text(means, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID'),
  accountName: text(means, 'PayeeFinancialAccount', 'Name'),
  paymentId: text(means, 'PaymentID'),
});

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decoded size of base64 text, without decoding it. */
const base64Size = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
};

/**
 * BG-24: the embedded attachments. A reference to an external URL is left out: the reader
 * never fetches anything, and a link from a stranger is not something to offer as a download.
 */
export const readAttachments = (
  references: XmlElement[],
): { meta: ReceivedAttachment[]; contents: ReceivedAttachmentContent[] } => {
  const meta: ReceivedAttachment[] = [];
  const contents: ReceivedAttachmentContent[] = [];
  for (const reference of references) {
    const binary = child(reference, 'Attachment', 'EmbeddedDocumentBinaryObject');
    if (binary === null) continue;
    const base64 = binary.text.replace(/\s+/g, '');
    if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new NotUbl('attachment base64');
    const index = meta.length;
    const id = requiredText(reference, 'ID');
    const filename = binary.attributes['filename']?.trim() || `${id}`;
    const mime = binary.attributes['mimeCode']?.trim().toLowerCase() || 'application/octet-stream';
    meta.push({
      index,
      reference: id,
      description: text(reference, 'DocumentDescription'),
      filename,
      mime,
      size: base64Size(base64),
    });
    contents.push({ index, filename, mime, base64 });
  }
  return { meta, contents };
};

export const readAll = <T>(parent: XmlElement | null, name: string, read: (e: XmlElement) => T) =>
  children(parent, name).map(read);
