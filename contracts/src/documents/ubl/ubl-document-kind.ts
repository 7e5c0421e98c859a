import type { Invoice } from '@app/contracts/invoice';

/**
 * What differs between the two UBL 2.1 documents the product writes. Everything else (parties,
 * VAT breakdown, totals, lines) is shared, in the order both schemas give it.
 */
export type UblDocumentKind = {
  root: 'Invoice' | 'CreditNote';
  namespace: string;
  typeCodeElement: 'cbc:InvoiceTypeCode' | 'cbc:CreditNoteTypeCode';
  /** UNCL 1001. */
  typeCode: string;
  lineElement: 'cac:InvoiceLine' | 'cac:CreditNoteLine';
  quantityElement: 'cbc:InvoicedQuantity' | 'cbc:CreditedQuantity';
};

const INVOICE: UblDocumentKind = {
  root: 'Invoice',
  namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  typeCodeElement: 'cbc:InvoiceTypeCode',
  // Commercial invoice.
  typeCode: '380',
  lineElement: 'cac:InvoiceLine',
  quantityElement: 'cbc:InvoicedQuantity',
};

const CREDIT_NOTE: UblDocumentKind = {
  root: 'CreditNote',
  namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  typeCodeElement: 'cbc:CreditNoteTypeCode',
  // Commercial credit note.
  typeCode: '381',
  lineElement: 'cac:CreditNoteLine',
  quantityElement: 'cbc:CreditedQuantity',
};

export const isCreditNote = (invoice: Pick<Invoice, 'documentType'>): boolean =>
  invoice.documentType === 'credit_note';

/** A credit note is a UBL CreditNote; everything else an Invoice. */
export const ublDocumentKind = (invoice: Pick<Invoice, 'documentType'>): UblDocumentKind =>
  isCreditNote(invoice) ? CREDIT_NOTE : INVOICE;
