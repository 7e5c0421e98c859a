import { describe, expect, it } from '@jest/globals';
import { createEmptyInvoice, type Invoice, type LineItem } from '@app/contracts/invoice';
import { clientDefaultSettings } from '@app/contracts/settings';
import { mandatoryTexts } from './mandatory-texts.js';

const line = (id: string, changes: Partial<LineItem>): LineItem => ({
  id,
  description: 'Work',
  quantity: '1',
  price: '100,00',
  vatRate: '0',
  ...changes,
});

const invoiceWith = (changes: Partial<Invoice>): Invoice => ({
  ...createEmptyInvoice(clientDefaultSettings(), '2026-05-04', () => 'starter'),
  isPlaceholder: {},
  ...changes,
});

const recipientWithVat = (vatNumber: string): Invoice['recipient'] => ({
  ...invoiceWith({}).recipient,
  company: 'Klant BV',
  vatNumber,
});

describe('mandatoryTexts', () => {
  it('prints each text once, in the order of the first line needing it', () => {
    const invoice = invoiceWith({
      recipient: recipientWithVat('BE0123456749'),
      items: [
        line('a', { vatRate: '21' }),
        line('b', { vatCategory: 'reverse_charge' }),
        line('c', { vatCategory: 'exempt', vatExemptionReason: 'medical' }),
        line('d', { vatCategory: 'reverse_charge' }),
        line('e', {}),
      ],
    });
    expect(mandatoryTexts(invoice, 'NL', 'nl')).toEqual([
      {
        id: 'nl.reverseCharge',
        text: 'Btw verlegd',
        vatex: 'VATEX-EU-AE',
        category: 'reverse_charge',
      },
      {
        id: 'nl.exempt.medical',
        text: 'Vrijgesteld van btw: medische diensten (art. 11 lid 1 g Wet OB 1968)',
        vatex: 'VATEX-EU-132-1C',
        category: 'exempt',
      },
      { id: 'exempt.other', text: 'Vrijgesteld van btw', vatex: null, category: 'exempt' },
    ]);
  });

  it.each([
    { scenario: 'a Belgian customer', vatNumber: 'BE0123456749', id: 'be.reverseChargeDomestic' },
    { scenario: 'a Dutch customer', vatNumber: 'NL123456789B01', id: 'be.reverseChargeEu' },
    { scenario: 'a customer without VAT number', vatNumber: '', id: 'be.reverseChargeDomestic' },
  ])('tells domestic from EU reverse charge by the customer: $scenario', ({ vatNumber, id }) => {
    const invoice = invoiceWith({
      recipient: recipientWithVat(vatNumber),
      items: [line('a', { vatCategory: 'reverse_charge' })],
    });
    expect(mandatoryTexts(invoice, 'BE', 'en')).toEqual([
      { id, text: 'Reverse charge', vatex: 'VATEX-EU-AE', category: 'reverse_charge' },
    ]);
  });

  it("prints the scheme's text once under the small-business regime", () => {
    const invoice = invoiceWith({
      vatRegime: 'small_business',
      items: [line('a', {}), line('b', { vatCategory: 'zero_rated' })],
    });
    expect(mandatoryTexts(invoice, 'BE', 'nl')).toEqual([
      {
        id: 'be.franchise',
        text: 'Bijzondere vrijstellingsregeling kleine ondernemingen',
        vatex: null,
        category: 'exempt',
      },
    ]);
  });

  it('asks nothing of the untouched starter line, nor of taxed lines', () => {
    const fresh = invoiceWith({ vatRegime: 'small_business' });
    expect(mandatoryTexts(fresh, 'NL', 'en')).toEqual([]);
    const taxed = invoiceWith({ items: [line('a', { vatRate: '21' })] });
    expect(mandatoryTexts(taxed, 'NL', 'en')).toEqual([]);
  });
});
