import { DOMParser } from '@xmldom/xmldom';
import { expect } from '@jest/globals';
import {
  centsToDecimalString,
  computeTotals,
  type Invoice,
  type LineItem,
} from '@app/contracts/invoice';
import { sampleInvoice } from './sample-invoice.js';

/**
 * Invoices and credit notes ready to be e-invoices, and what every UBL spec checks of them. Not
 * part of the public entry point.
 */

/** Valid Dutch and Belgian numbers (their check digits hold). */
export const SELLER_VAT = 'NL004495445B01';
export const BUYER_VAT_BE = 'BE0403170701';

export const NL = { language: 'nl', country: 'NL' } as const;

/** A Dutch seller's invoice to a Dutch customer with nothing an e-invoice lacks. */
export const readyInvoice = (overrides: Partial<Invoice> = {}): Invoice =>
  sampleInvoice(3, {
    ...overrides,
    sender: { ...sampleInvoice(0).sender, vatNumber: SELLER_VAT, ...overrides.sender },
    recipient: { ...sampleInvoice(0).recipient, kvkNumber: '87654321', ...overrides.recipient },
  });

export const line = (id: string, price: string, vatRate: string, extra: object = {}): LineItem => ({
  id: id.padEnd(21, 'x'),
  description: `Line ${id}`,
  quantity: '1',
  price,
  vatRate,
  ...extra,
});

/** The original every sample credit note corrects: readyInvoice()'s number and date. */
export const CREDITED = { id: 'inv_7Yx2', invoiceNumber: 'INV-2026-0042', date: '2026-03-05' };

/** A credit note of `original` (its lines by default), as CN-core stores one: positive amounts. */
export const creditNoteOf = (original: Invoice, overrides: Partial<Invoice> = {}): Invoice => ({
  ...original,
  id: 'cn_9Qw3',
  documentType: 'credit_note',
  creditedInvoice: {
    id: original.id ?? CREDITED.id,
    invoiceNumber: original.invoiceNumber,
    date: original.date,
  },
  invoiceNumber: 'CN-2026-0001',
  date: '2026-04-02',
  dueDate: '2026-04-16',
  paymentStatus: 'unpaid',
  paidAt: undefined,
  ...overrides,
});

export const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

export const xmlValues = (xml: string, tag: string): string[] =>
  Array.from(parseXml(xml).getElementsByTagName(tag)).map((node) => node.textContent ?? '');

const cents = (text: string | null): number => Math.round(Number(text) * 100);

/** The document's totals and VAT breakdown are the PDF's (`computeTotals`), to the cent. */
export const expectPdfTotals = (xml: string, invoice: Invoice): void => {
  const totals = computeTotals(invoice);
  // The monetary total comes before the lines: the first LineExtensionAmount is the sum.
  expect(xmlValues(xml, 'cbc:LineExtensionAmount')[0]).toBe(centsToDecimalString(totals.subtotal));
  expect(xmlValues(xml, 'cbc:TaxInclusiveAmount')).toEqual([centsToDecimalString(totals.total)]);
  const taxable = xmlValues(xml, 'cbc:TaxableAmount').reduce((sum, text) => sum + cents(text), 0);
  expect(taxable).toBe(totals.subtotal - totals.discountAmount);
  const perRate = new Map<string, number>();
  for (const subtotal of Array.from(parseXml(xml).getElementsByTagName('cac:TaxSubtotal'))) {
    const rate = subtotal.getElementsByTagName('cbc:Percent')[0].textContent ?? '';
    const vat = cents(subtotal.getElementsByTagName('cbc:TaxAmount')[0].textContent);
    perRate.set(rate, (perRate.get(rate) ?? 0) + vat);
  }
  for (const group of totals.vatBreakdown) {
    expect(perRate.get(group.rate.replace(',', '.'))).toBe(group.vat);
  }
};
