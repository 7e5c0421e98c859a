import { describe, expect, it } from '@jest/globals';
import {
  creditorReference,
  defaultPaymentReferenceKind,
  epcRemittance,
  formatCreditorReference,
  isCreditorReference,
  isStructuredReference,
  paymentReferenceFor,
  structuredReference,
  structuredReferenceDigits,
} from './payment-references.js';

describe('the Belgian structured reference (OGM/VCS)', () => {
  it.each([
    // 0909337554 mod 97 = 93.
    { number: '0909337554', reference: '+++090/9337/55493+++' },
    // 0020260042 mod 97 = 40.
    { number: 'INV-2026-0042', reference: '+++002/0260/04240+++' },
    // More than ten digits: the last ten (2600000001 mod 97 = 70).
    { number: 'F-2026-00000001', reference: '+++260/0000/00170+++' },
    // 0000000097 mod 97 = 0, written as 97.
    { number: '97', reference: '+++000/0000/09797+++' },
  ])('makes $reference of invoice number $number', ({ number, reference }) => {
    expect(structuredReference(number)).toBe(reference);
    expect(isStructuredReference(reference)).toBe(true);
  });

  it('makes none of a number without digits', () => {
    expect(structuredReference('CONCEPT')).toBeNull();
    expect(structuredReference('')).toBeNull();
  });

  it.each([
    ['+++090/9337/55493+++', '090933755493'],
    ['***090/9337/55493***', '090933755493'],
    ['090933755493', '090933755493'],
    [' +++090 / 9337 / 55493+++ ', '090933755493'],
    ['+++090/9337/55494+++', null],
    ['+++090/9337/55493***', null],
    ['090933755400', null],
    ['+++090/9337/5549+++', null],
    ['RF18539007547034', null],
  ])('reads %p as the digits %p', (text, digits) => {
    expect(structuredReferenceDigits(text)).toBe(digits);
    expect(isStructuredReference(text)).toBe(digits !== null);
  });
});

describe('the ISO 11649 creditor reference', () => {
  it.each([
    { number: '539007547034', reference: 'RF18539007547034', print: 'RF18 5390 0754 7034' },
    { number: 'inv-2026/0042', reference: 'RF73INV20260042', print: 'RF73 INV2 0260 042' },
  ])('makes $reference of invoice number $number', ({ number, reference, print }) => {
    expect(creditorReference(number)).toBe(reference);
    expect(isCreditorReference(reference)).toBe(true);
    expect(formatCreditorReference(reference)).toBe(print);
    expect(isCreditorReference(print)).toBe(true);
  });

  it('keeps the last 21 characters of a longer number', () => {
    const reference = creditorReference('ABCDEFGHIJ-1234567890-XYZ');
    expect(reference).toMatch(/^RF\d{2}CDEFGHIJ1234567890XYZ$/);
    expect(isCreditorReference(reference ?? '')).toBe(true);
  });

  it('makes none of a number without letters or digits', () => {
    expect(creditorReference('--/')).toBeNull();
  });

  it.each([
    'RF19539007547034',
    'RF18539007547035',
    'RF18',
    'RF18 5390 0754 7034 5390 0754 7034',
    'XX18539007547034',
    '+++090/9337/55493+++',
  ])('refuses %p', (text) => {
    expect(isCreditorReference(text)).toBe(false);
  });
});

describe('paymentReferenceFor', () => {
  it.each([
    { kind: 'invoice_number', number: 'INV-2026-0042', reference: undefined },
    { kind: 'structured', number: 'INV-2026-0042', reference: '+++002/0260/04240+++' },
    { kind: 'creditor', number: 'INV-2026-0042', reference: 'RF73INV20260042' },
    { kind: 'structured', number: '', reference: undefined },
    { kind: 'creditor', number: '', reference: undefined },
  ] as const)('$kind of "$number" is $reference', ({ kind, number, reference }) => {
    expect(paymentReferenceFor(number, kind)).toBe(reference);
  });

  it.each([
    ['BE', 'structured'],
    ['NL', 'invoice_number'],
    ['DE', 'invoice_number'],
  ])('a seller in %s asks for the %s by default', (country, kind) => {
    expect(defaultPaymentReferenceKind(country)).toBe(kind);
  });
});

describe('epcRemittance', () => {
  it.each([
    { reference: '+++090/9337/55493+++', remittance: { structured: '090933755493', text: '' } },
    { reference: 'RF18 5390 0754 7034', remittance: { structured: 'RF18539007547034', text: '' } },
    { reference: 'INV-2026-0042', remittance: { structured: '', text: 'INV-2026-0042' } },
    // A reference whose check digits fail is only text: a bank would refuse it as structured.
    {
      reference: '+++090/9337/55494+++',
      remittance: { structured: '', text: '+++090/9337/55494+++' },
    },
  ])('sends $reference as $remittance', ({ reference, remittance }) => {
    expect(epcRemittance(reference)).toEqual(remittance);
  });
});
