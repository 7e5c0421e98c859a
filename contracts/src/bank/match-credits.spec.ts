import { describe, expect, it } from '@jest/globals';
import { structuredReference, creditorReference } from '../vat/payment-references.js';
import { matchCredits } from './match-credits.js';
import { credit, invoice } from './testing/builders.js';

const OGM = structuredReference('INV-2026-0042') ?? '';
const RF = creditorReference('INV-2026-0042') ?? '';

describe('matchCredits', () => {
  it.each([
    {
      scenario: 'an OGM in Strd, written as bare digits, with the amount owed',
      credit: credit({ structuredReferences: [OGM.replace(/\D/g, '')] }),
      invoices: [invoice({ paymentReference: OGM })],
      expected: { kind: 'sure', invoiceId: 'i1', reason: 'reference' },
    },
    {
      scenario: 'an RF typed with spaces in the remittance text',
      credit: credit({
        remittanceLines: [`betaling ${RF.replace(/(.{4})/g, '$1 ').toLowerCase()}`],
      }),
      invoices: [invoice({ paymentReference: RF })],
      expected: { kind: 'sure', invoiceId: 'i1', reason: 'reference' },
    },
    {
      scenario: 'the invoice number in the text with the amount owed',
      credit: credit({ remittanceLines: ['Factuur INV-2026-0042, bedankt'] }),
      invoices: [invoice(), invoice({ id: 'i2', invoiceNumber: 'INV-2026-0043' })],
      expected: { kind: 'sure', invoiceId: 'i1', reason: 'invoice_number' },
    },
    {
      scenario: 'the number cut over two Ustrd lines',
      credit: credit({ remittanceLines: ['Factuur INV-20', '26-0042'] }),
      invoices: [invoice()],
      expected: { kind: 'sure', invoiceId: 'i1', reason: 'invoice_number' },
    },
    {
      scenario: 'the amount owed by the one open invoice of a payer of that name',
      credit: credit({ debtorName: 'JANSEN BOUW B.V.' }),
      invoices: [invoice(), invoice({ id: 'i2', invoiceNumber: 'INV-2026-0043', owed: 100 })],
      expected: { kind: 'sure', invoiceId: 'i1', reason: 'amount_and_name' },
    },
  ])('is sure of $scenario', ({ credit: c, invoices, expected }) => {
    expect(matchCredits([c], invoices)).toEqual([{ creditId: 'c1', ...expected }]);
  });

  it.each([
    {
      scenario: 'a reference with less than is owed (a partial payment)',
      credit: credit({ amount: 5000, structuredReferences: [OGM] }),
      invoices: [invoice({ paymentReference: OGM })],
      candidates: [{ invoiceId: 'i1', reason: 'reference', amountEqual: false }],
    },
    {
      scenario: 'a number with more than is owed',
      credit: credit({ amount: 20000, remittanceLines: ['INV-2026-0042'] }),
      invoices: [invoice()],
      candidates: [{ invoiceId: 'i1', reason: 'invoice_number', amountEqual: false }],
    },
    {
      scenario: 'only amount and name (oldest invoice first)',
      credit: credit({ debtorName: 'JANSEN BOUW B.V.' }),
      invoices: [invoice({ id: 'i2', date: '2026-02-01' }), invoice({ date: '2026-01-05' })],
      candidates: [
        { invoiceId: 'i1', reason: 'amount_and_name', amountEqual: true },
        { invoiceId: 'i2', reason: 'amount_and_name', amountEqual: true },
      ],
    },
    {
      scenario: 'two numbers in one transfer',
      credit: credit({ remittanceLines: ['INV-2026-0042 INV-2026-0043'] }),
      invoices: [invoice(), invoice({ id: 'i2', invoiceNumber: 'INV-2026-0043', owed: 100 })],
      candidates: [
        { invoiceId: 'i1', reason: 'invoice_number', amountEqual: true },
        { invoiceId: 'i2', reason: 'invoice_number', amountEqual: false },
      ],
    },
  ])('is unsure of $scenario', ({ credit: c, invoices, candidates }) => {
    expect(matchCredits([c], invoices)).toEqual([{ creditId: 'c1', kind: 'unsure', candidates }]);
  });

  it.each([
    { scenario: 'nothing in common', credit: credit(), invoices: [invoice()] },
    {
      scenario: 'a number inside a longer one',
      credit: credit({ remittanceLines: ['INV-2026-00421'] }),
      invoices: [invoice()],
    },
    {
      scenario: 'name and amount of an invoice dated after the booking',
      credit: credit({ debtorName: 'Jansen Bouw' }),
      invoices: [invoice({ date: '2026-03-01' })],
    },
    {
      scenario: 'an invoice that owes nothing any more',
      credit: credit({ remittanceLines: ['INV-2026-0042'] }),
      invoices: [invoice({ owed: 0 })],
    },
  ])('leaves $scenario unmatched', ({ credit: c, invoices }) => {
    expect(matchCredits([c], invoices)).toEqual([{ creditId: 'c1', kind: 'unmatched' }]);
  });

  it('lets the reference win over a name and amount that fit another invoice', () => {
    const invoices = [
      invoice({ paymentReference: OGM }),
      invoice({ id: 'i2', invoiceNumber: 'INV-2026-0050', customerName: 'Peeters NV' }),
    ];
    const [match] = matchCredits(
      [credit({ debtorName: 'Peeters', structuredReferences: [OGM] })],
      invoices,
    );
    expect(match).toEqual({ creditId: 'c1', kind: 'sure', invoiceId: 'i1', reason: 'reference' });
  });

  it('makes neither of two credits sure of the same invoice', () => {
    const twice = [
      credit({ id: 'a', remittanceLines: ['INV-2026-0042'] }),
      credit({ id: 'b', structuredReferences: [OGM] }),
    ];
    expect(matchCredits(twice, [invoice({ paymentReference: OGM })]).map((m) => m.kind)).toEqual([
      'unsure',
      'unsure',
    ]);
  });
});
