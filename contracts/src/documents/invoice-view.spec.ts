import { describe, expect, it } from '@jest/globals';
import { invoiceView } from './invoice-view.js';
import { sampleCreditNote } from './testing/sample-credit-note.js';
import { sampleInvoice } from './testing/sample-invoice.js';

describe('invoiceView', () => {
  it('formats rows in the invoice language', () => {
    const invoice = sampleInvoice(1, {
      items: [{ id: 'a', description: 'Design', quantity: '7,5', price: '1234,5', vatRate: '5,5' }],
    });
    expect(invoiceView(invoice, 'en').rows[0]).toMatchObject({
      quantity: '7.5',
      price: '€1,234.50',
      vatRate: '5.5%',
    });
    expect(invoiceView(invoice, 'nl').rows[0]).toMatchObject({
      quantity: '7,5',
      price: '€ 1.234,50',
      vatRate: '5,5%',
    });
  });

  it('leaves out the untouched starter line and placeholder fields', () => {
    const invoice = sampleInvoice(1);
    invoice.items.push({
      id: 'starter',
      description: 'e.g. Web design',
      quantity: '1',
      price: '0,00',
      vatRate: '21',
      isPlaceholder: { description: true, quantity: true, price: true },
    });
    invoice.sender = { ...invoice.sender, vatNumber: 'NL000', isPlaceholder: { vatNumber: true } };
    const view = invoiceView(invoice, 'en');
    expect(view.rows).toHaveLength(1);
    expect(view.sender.lines.join(' ')).not.toContain('NL000');
    expect(invoiceView({ ...invoice, isPlaceholder: { recipient: true } }, 'en').recipient).toEqual(
      { company: null, lines: [] },
    );
  });

  it('words the deadline from the terms', () => {
    expect(invoiceView(sampleInvoice(1), 'en').deadline).toBe('within 14 days');
    expect(invoiceView(sampleInvoice(1, { paymentTerms: '1 days' }), 'nl').deadline).toBe(
      'binnen 1 dag',
    );
    expect(invoiceView(sampleInvoice(1, { paymentTerms: 'Due on receipt' }), 'en').deadline).toBe(
      'on receipt',
    );
    expect(invoiceView(sampleInvoice(1, { paymentTerms: 'end of month' }), 'en').deadline).toBe(
      'by 03/19/2026',
    );
  });

  it('links only to http(s) pay pages, preferring the status page', () => {
    const link = {
      id: 'l',
      provider: 'mollie',
      status: 'open',
      createdAt: '2026-03-05',
      url: 'https://mollie.example/p/1',
    };
    expect(invoiceView(sampleInvoice(1), 'en', 'https://pay.example/').payUrl).toBe(
      'https://pay.example/invoice/inv_7Yx2',
    );
    expect(invoiceView(sampleInvoice(1, { paymentLinks: [link] }), 'en').payUrl).toBe(link.url);
    expect(invoiceView(sampleInvoice(1), 'en', 'javascript:alert(1)').payUrl).toBeNull();
    const evil = { ...link, url: 'javascript:alert(1)' };
    expect(invoiceView(sampleInvoice(1, { paymentLinks: [evil] }), 'en').payUrl).toBeNull();
  });

  it("keeps a credit note's computed totals positive and prints them negative", () => {
    const view = invoiceView(
      sampleCreditNote(1, {
        items: [{ id: 'a', description: 'Design', quantity: '2', price: '100', vatRate: '21' }],
      }),
      'nl',
    );
    expect(view.totals).toMatchObject({ subtotal: 20000, discountAmount: 2000, total: 21780 });
    expect(view.rows[0]).toMatchObject({ quantity: '2', price: '€ -100,00', amount: '€ -200,00' });
    expect(view.totalLines.map((line) => line.value)).toEqual([
      '€ -200,00',
      '€ 20,00',
      '€ -37,80',
      '€ -217,80',
    ]);
    expect(view.total).toBe('€ -217,80');
  });

  it('asks no payment on a credit note but keeps the bank details for its e-invoice', () => {
    const view = invoiceView(sampleCreditNote(1), 'en', 'https://pay.example');
    expect(view).toMatchObject({ requestsPayment: false, payUrl: null, epcQr: null });
    expect(view.bank?.iban).toBe('NL91 ABNA 0417 1643 00');
    expect(invoiceView(sampleInvoice(1), 'en', 'https://pay.example').requestsPayment).toBe(true);
  });

  it('gives an invoice no credit reference or legal notice, and a credit note without its original no reference', () => {
    expect(invoiceView(sampleInvoice(1), 'en')).toMatchObject({
      documentType: 'invoice',
      creditReference: null,
      legalNotices: [],
    });
    const orphan = sampleCreditNote(1);
    delete orphan.creditedInvoice;
    expect(invoiceView(orphan, 'en')).toMatchObject({
      documentType: 'credit_note',
      creditReference: null,
    });
  });
});
