import { describe, expect, it } from '@jest/globals';
import { structuredReference, creditorReference } from '../vat/payment-references.js';
import { containsInvoiceNumber } from './invoice-number-in-text.js';
import { comparableName, sameName } from './names.js';
import { referenceKey, referenceKeysInText } from './references.js';

describe('referenceKey', () => {
  // +++090/9337/55493+++ is valid: 0909337554 mod 97 = 93.
  it.each([
    '+++090/9337/55493+++',
    '***090/9337/55493***',
    '+++ 090 / 9337 / 55493 +++',
    '090/9337/55493',
    '090933755493',
  ])('reads the OGM written as %p', (text) => {
    expect(referenceKey(text)).toBe('ogm:090933755493');
  });

  it.each(['RF18539007547034', 'rf18 5390 0754 7034', 'RF18 5390 0754 7034'])(
    'reads the RF written as %p',
    (text) => {
      expect(referenceKey(text)).toBe('rf:RF18539007547034');
    },
  );

  it.each(['+++090/9337/55494+++', 'RF19539007547034', 'INV-2026-0042', '', '2026011512345678'])(
    'refuses %p, which is no valid reference',
    (text) => {
      expect(referenceKey(text)).toBeNull();
    },
  );

  it('reads the references the product prints on invoices', () => {
    const ogm = structuredReference('INV-2026-0042') ?? '';
    const rf = creditorReference('INV-2026-0042') ?? '';
    expect(referenceKey(ogm)).toBe(`ogm:${ogm.replace(/\D/g, '')}`);
    expect(referenceKey(rf)).toBe(`rf:${rf}`);
  });
});

describe('referenceKeysInText', () => {
  it('finds OGMs and RFs among other words', () => {
    expect(
      referenceKeysInText(
        'Betaling +++090/9337/55493+++ en ook RF18 5390 0754 7034 voor factuur 42',
      ),
    ).toEqual(['ogm:090933755493', 'rf:RF18539007547034']);
  });

  it('finds a bare or slashed OGM, but not twelve digits inside a longer number', () => {
    expect(referenceKeysInText('mededeling 090/9337/55493')).toEqual(['ogm:090933755493']);
    expect(referenceKeysInText('090933755493')).toEqual(['ogm:090933755493']);
    expect(referenceKeysInText('1090933755493')).toEqual([]);
  });

  it('cuts a creditor reference back to where its check digits hold', () => {
    expect(referenceKeysInText('RF18539007547034 ABC')).toEqual(['rf:RF18539007547034']);
  });
});

describe('containsInvoiceNumber', () => {
  it.each([
    ['Factuur 2024-001.', true],
    ['2024-001', true],
    ['inv 2024-001, dank', true],
    ['(2024-001)', true],
    ['2024-0011', false],
    ['12024-001', false],
    ['2024-001-2', false],
    ['X2024-001', false],
  ])('finds 2024-001 in %p: %p', (text, found) => {
    expect(containsInvoiceNumber(text, '2024-001')).toBe(found);
  });

  it('compares letters without case', () => {
    expect(containsInvoiceNumber('betaling inv-2026-7', 'INV-2026-7')).toBe(true);
  });

  it('never matches a number shorter than three characters', () => {
    expect(containsInvoiceNumber('huur maand 7', '7')).toBe(false);
  });
});

describe('comparable names', () => {
  it.each([
    ['JANSEN BOUW B.V.', 'Jansen Bouw BV'],
    ['Café Brûlé NV', 'CAFE BRULE'],
    ['Peeters & Zonen BVBA', 'peeters zonen'],
    ['Dupont SRL', 'DUPONT S.R.L.'],
  ])('%p is %p', (a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it('does not take different names or a bare legal form for the same', () => {
    expect(sameName('Jansen Bouw BV', 'Jansen Installatie BV')).toBe(false);
    expect(sameName('B.V.', 'NV')).toBe(false);
    expect(comparableName('B.V.')).toBe('');
  });
});
