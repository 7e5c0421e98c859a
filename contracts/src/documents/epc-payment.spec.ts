import { describe, expect, it } from '@jest/globals';
import { EPC_MAX_AMOUNT_CENTS, epcPayload, type EpcPayment } from './epc-payment.js';

const payment: EpcPayment = {
  name: 'Studio Vos',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'abnanl2a',
  amount: 21388,
  remittance: 'INV-2026-0042',
};

describe('epcPayload', () => {
  it('writes the EPC069-12 version 002 lines: BIC, name, IBAN, amount, remittance text', () => {
    expect(epcPayload(payment)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'ABNANL2A',
      'Studio Vos',
      'NL91ABNA0417164300',
      'EUR213.88',
      '',
      '',
      'INV-2026-0042',
    ]);
  });

  it.each([
    ['a Belgian structured reference, as its 12 digits', '+++090/9337/55493+++', '090933755493'],
    ['an RF creditor reference, in its electronic form', 'RF18 5390 0754 7034', 'RF18539007547034'],
  ])(
    'puts %s in the structured remittance line and leaves the text empty',
    (_case, reference, line) => {
      const lines = epcPayload({ ...payment, remittance: reference })?.split('\n');
      expect(lines).toHaveLength(10);
      expect(lines?.[9]).toBe(line);
    },
  );

  it('keeps a reference that fails its check as remittance text', () => {
    const lines = epcPayload({ ...payment, remittance: '+++090/9337/55494+++' })?.split('\n');
    expect(lines?.slice(9)).toEqual(['', '+++090/9337/55494+++']);
  });

  it('leaves out a blank or malformed BIC and trailing empty lines', () => {
    const lines = epcPayload({ ...payment, bic: ' ', remittance: '' })?.split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Studio Vos',
      'NL91ABNA0417164300',
      'EUR213.88',
    ]);
    expect(epcPayload({ ...payment, bic: 'NOT A BIC' })?.split('\n')[4]).toBe('');
  });

  it('clips the name to 70 and the text to 140 characters', () => {
    const lines = epcPayload({
      ...payment,
      name: 'N'.repeat(80),
      remittance: 'u'.repeat(150),
    })?.split('\n');
    expect(lines?.[5]).toBe('N'.repeat(70));
    expect(lines?.[10]).toBe('u'.repeat(140));
  });

  it('stays within 331 bytes of UTF-8: the remittance text gives way', () => {
    const text = epcPayload({ ...payment, name: 'Ł'.repeat(70), remittance: 'ü'.repeat(140) })!;
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(331);
    expect(text.split('\n')[5]).toBe('Ł'.repeat(70));
    expect(text.split('\n')[10]).toMatch(/^ü+$/);
  });

  it.each<[string, Partial<EpcPayment>]>([
    ['no name', { name: '  ' }],
    ['an IBAN with wrong check digits', { iban: 'NL92ABNA0417164300' }],
    ['nothing to pay', { amount: 0 }],
    ['a negative amount (a credit)', { amount: -500 }],
    ['more than the guideline allows', { amount: EPC_MAX_AMOUNT_CENTS + 1 }],
  ])('is null for %s', (_case, change) => {
    expect(epcPayload({ ...payment, ...change })).toBeNull();
  });

  it('keeps the largest allowed amount exact', () => {
    expect(epcPayload({ ...payment, amount: EPC_MAX_AMOUNT_CENTS })?.split('\n')[7]).toBe(
      'EUR999999999.99',
    );
  });
});
