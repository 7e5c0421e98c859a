import type {
  ReceivedDocumentType,
  ReceivedDocumentView,
  ReceivedTotals,
  UblReadResult,
} from './received-document-view.js';
import { readParty } from './ubl-party-read.js';
import {
  readAll,
  readAllowanceCharge,
  readAttachments,
  readLine,
  readPaymentMeans,
  readVatSubtotal,
} from './ubl-parts-read.js';
import {
  NotUbl,
  child,
  children,
  dateText,
  optionalCents,
  requiredCents,
  requiredText,
  text,
} from './ubl-values.js';
import { readXml, type XmlElement } from './xml-tree.js';

const ROOTS: Record<string, { type: ReceivedDocumentType; namespace: string; line: string }> = {
  Invoice: {
    type: 'invoice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    line: 'InvoiceLine',
  },
  CreditNote: {
    type: 'credit_note',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
    line: 'CreditNoteLine',
  },
};

/**
 * BT-110 is the TaxTotal in the document currency; a second one may state the VAT in the
 * accounting currency (BT-111) and carries no breakdown.
 */
const documentTaxTotal = (root: XmlElement, currency: string): XmlElement | null => {
  const totals = children(root, 'TaxTotal');
  return (
    totals.find((total) => child(total, 'TaxSubtotal') !== null) ??
    totals.find((total) => child(total, 'TaxAmount')?.attributes['currencyID'] === currency) ??
    null
  );
};

const readTotals = (root: XmlElement, taxTotal: XmlElement | null): ReceivedTotals => {
  const monetary = child(root, 'LegalMonetaryTotal');
  if (monetary === null) throw new NotUbl('LegalMonetaryTotal');
  return {
    lineExtensionCents: requiredCents(monetary, 'LineExtensionAmount'),
    taxExclusiveCents: requiredCents(monetary, 'TaxExclusiveAmount'),
    taxInclusiveCents: requiredCents(monetary, 'TaxInclusiveAmount'),
    allowanceTotalCents: optionalCents(monetary, 'AllowanceTotalAmount'),
    chargeTotalCents: optionalCents(monetary, 'ChargeTotalAmount'),
    prepaidCents: optionalCents(monetary, 'PrepaidAmount'),
    roundingCents: optionalCents(monetary, 'PayableRoundingAmount'),
    payableCents: requiredCents(monetary, 'PayableAmount'),
    vatCents: optionalCents(taxTotal, 'TaxAmount'),
  };
};

const readDocument = (root: XmlElement): UblReadResult => {
  const kind = ROOTS[root.name];
  if (kind === undefined || root.namespace !== kind.namespace)
    return { ok: false, reason: 'not_ubl' };
  const currency = requiredText(root, 'DocumentCurrencyCode');
  const taxTotal = documentTaxTotal(root, currency);
  const paymentMeans = readAll(root, 'PaymentMeans', readPaymentMeans);
  const attachments = readAttachments(children(root, 'AdditionalDocumentReference'));
  const view: ReceivedDocumentView = {
    type: kind.type,
    number: requiredText(root, 'ID'),
    typeCode: text(root, 'InvoiceTypeCode') ?? text(root, 'CreditNoteTypeCode'),
    issueDate: dateText(root, 'IssueDate') ?? requiredText(root, 'IssueDate'),
    // A UBL 2.1 CreditNote has no DueDate: its payment means may carry one (BT-9).
    dueDate: dateText(root, 'DueDate') ?? dateText(root, 'PaymentMeans', 'PaymentDueDate'),
    currency,
    buyerReference: text(root, 'BuyerReference'),
    orderReference: text(root, 'OrderReference', 'ID'),
    seller: readParty(child(root, 'AccountingSupplierParty', 'Party')),
    buyer: readParty(child(root, 'AccountingCustomerParty', 'Party')),
    lines: readAll(root, kind.line, readLine),
    allowancesCharges: readAll(root, 'AllowanceCharge', readAllowanceCharge),
    vatBreakdown: readAll(taxTotal, 'TaxSubtotal', readVatSubtotal),
    totals: readTotals(root, taxTotal),
    paymentMeans,
    paymentTerms: text(root, 'PaymentTerms', 'Note'),
    notes: children(root, 'Note')
      .map((note) => note.text.trim())
      .filter((note) => note !== ''),
    billingReferences: children(root, 'BillingReference').flatMap((reference) => {
      const number = text(reference, 'InvoiceDocumentReference', 'ID');
      return number === null
        ? []
        : [{ number, issueDate: dateText(reference, 'InvoiceDocumentReference', 'IssueDate') }];
    }),
    attachments: attachments.meta,
  };
  return { ok: true, view, attachments: attachments.contents };
};

/**
 * Reads a received Peppol BIS Billing 3.0 Invoice or CreditNote (UBL 2.1). Refuses a document
 * type declaration, more than 10 MB, XML that is not well-formed, and XML that is not an
 * invoice or credit note with the values every one must have (number, issue date, currency,
 * totals); amounts with more than two decimals are refused rather than rounded.
 */
export const readUbl = (xml: string): UblReadResult => {
  const tree = readXml(xml);
  if (!tree.ok) return tree;
  try {
    return readDocument(tree.root);
  } catch (error) {
    if (error instanceof NotUbl) return { ok: false, reason: 'not_ubl' };
    throw error;
  }
};
