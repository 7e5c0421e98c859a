import { describe, expect, it } from '@jest/globals';
import { renderInvoiceUbl } from '../ubl/render-invoice-ubl.js';
import { NL, creditNoteOf, readyInvoice } from '../testing/sample-ubl.js';
import type { ReceivedDocumentView } from './received-document-view.js';
import { readUbl } from './read-ubl.js';
import { receivedEpcPayload } from './received-epc.js';

const received = (): ReceivedDocumentView => {
  const result = readUbl(renderInvoiceUbl(readyInvoice(), NL));
  if (!result.ok) throw new Error(result.reason);
  return result.view;
};

describe('receivedEpcPayload', () => {
  it('pays the amount due to the IBAN with the payment id', () => {
    const view = received();
    const lines = receivedEpcPayload(view)?.split('\n');
    expect(lines?.slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'ABNANL2A',
      view.paymentMeans[0]?.accountName,
      'NL91ABNA0417164300',
      `EUR${(Number(view.totals.payableCents) / 100).toFixed(2)}`,
    ]);
    expect(lines).toContain(view.number);
  });

  it('falls back to the seller name and the invoice number', () => {
    const view = received();
    const means = {
      code: '30',
      iban: 'NL91ABNA0417164300',
      bic: null,
      accountName: null,
      paymentId: null,
    };
    const payload = receivedEpcPayload({ ...view, paymentMeans: [means] })?.split('\n');
    expect(payload?.[4]).toBe('');
    expect(payload?.[5]).toBe(view.seller.legalName);
    expect(payload).toContain(view.number);
    const unnamed = { ...view, seller: { ...view.seller, legalName: null }, paymentMeans: [means] };
    expect(receivedEpcPayload(unnamed)?.split('\n')[5]).toBe(view.seller.name);
  });

  it.each<[string, (view: ReceivedDocumentView) => ReceivedDocumentView]>([
    ['in another currency', (view) => ({ ...view, currency: 'SEK' })],
    [
      'with nothing left to pay',
      (view) => ({ ...view, totals: { ...view.totals, payableCents: '0' } }),
    ],
    [
      'with an amount beyond what a number holds exactly',
      (view) => ({ ...view, totals: { ...view.totals, payableCents: '99999999999999999999' } }),
    ],
    [
      'by direct debit',
      (view) => ({ ...view, paymentMeans: [{ ...view.paymentMeans[0]!, code: '49' }] }),
    ],
    [
      'without an account',
      (view) => ({ ...view, paymentMeans: [{ ...view.paymentMeans[0]!, iban: null }] }),
    ],
    [
      'to an IBAN that fails its check',
      (view) => ({
        ...view,
        paymentMeans: [{ ...view.paymentMeans[0]!, iban: 'NL00ABNA0417164300' }],
      }),
    ],
  ])('gives no code for an invoice %s', (_name, change) => {
    expect(receivedEpcPayload(change(received()))).toBeNull();
  });

  it('gives no code for a credit note: the money comes to us', () => {
    const result = readUbl(renderInvoiceUbl(creditNoteOf(readyInvoice()), NL));
    expect(result.ok && receivedEpcPayload(result.view)).toBeNull();
  });
});
