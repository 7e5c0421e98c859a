import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  canonicalisePrice,
  centsToCanonical,
  centsToDecimalString,
  formatAmount,
  formatMoney,
  parseMoneyToCents,
} from './money.js';
import type { Language } from './types.js';

describe('parseMoneyToCents', () => {
  it.each<{ scenario: string; text: string; locale: Language; cents: number }>([
    { scenario: 'Dutch grouping and comma decimal', text: '1.234,56', locale: 'nl', cents: 123456 },
    { scenario: 'English grouping and dot decimal', text: '1,234.56', locale: 'en', cents: 123456 },
    {
      scenario: 'stored canonical price read in English',
      text: '1234,56',
      locale: 'en',
      cents: 123456,
    },
    { scenario: 'dot decimal read in Dutch', text: '1234.56', locale: 'nl', cents: 123456 },
    { scenario: 'one decimal digit after a comma', text: '12,5', locale: 'nl', cents: 1250 },
    { scenario: 'one decimal digit after a dot in Dutch', text: '12.5', locale: 'nl', cents: 1250 },
    {
      scenario: 'Dutch dot followed by three digits is grouping',
      text: '1.234',
      locale: 'nl',
      cents: 123400,
    },
    {
      scenario: 'English dot followed by three digits is a decimal',
      text: '1.234',
      locale: 'en',
      cents: 123,
    },
    {
      scenario: 'English comma followed by three digits is grouping',
      text: '1,234',
      locale: 'en',
      cents: 123400,
    },
    {
      scenario: 'Dutch comma followed by three digits is a decimal',
      text: '1,235',
      locale: 'nl',
      cents: 124,
    },
    { scenario: 'repeated grouping separators', text: '1.234.567', locale: 'nl', cents: 123456700 },
    {
      scenario: 'repeated English grouping with decimals',
      text: '1,234,567.89',
      locale: 'en',
      cents: 123456789,
    },
    { scenario: 'trailing separator', text: '12,', locale: 'nl', cents: 1200 },
    { scenario: 'leading separator', text: ',5', locale: 'nl', cents: 50 },
    { scenario: 'currency symbol and spaces', text: '€ 1.234,56', locale: 'nl', cents: 123456 },
    { scenario: 'whole euros', text: '300', locale: 'en', cents: 30000 },
    { scenario: 'half a cent rounds away from zero', text: '0,005', locale: 'nl', cents: 1 },
    {
      scenario: 'negative half a cent rounds away from zero',
      text: '-0,005',
      locale: 'nl',
      cents: -1,
    },
    { scenario: 'credit line with a leading minus', text: '-12,50', locale: 'nl', cents: -1250 },
    { scenario: 'minus after the currency symbol', text: '€ -12,50', locale: 'nl', cents: -1250 },
    { scenario: 'a minus in the middle is ignored', text: '12-50', locale: 'nl', cents: 125000 },
    { scenario: 'minus zero is plain zero', text: '-0', locale: 'nl', cents: 0 },
    {
      scenario: 'a tiny negative amount rounds to plain zero',
      text: '-0,001',
      locale: 'nl',
      cents: 0,
    },
    { scenario: 'letters only count as zero', text: 'abc', locale: 'nl', cents: 0 },
    { scenario: 'empty text counts as zero', text: '', locale: 'en', cents: 0 },
    { scenario: 'a lone separator counts as zero', text: ',', locale: 'nl', cents: 0 },
    {
      scenario: 'big amounts stay exact',
      text: '9.999.999.999,99',
      locale: 'nl',
      cents: 999999999999,
    },
  ])('$scenario: "$text" ($locale) is $cents cents', ({ text, locale, cents }) => {
    expect(parseMoneyToCents(text, locale)).toBe(cents);
  });

  it('reads Dutch input rules when no language is given', () => {
    expect(parseMoneyToCents('1.234')).toBe(123400);
  });
});

describe('centsToCanonical', () => {
  it.each([
    { scenario: 'thousands without grouping', cents: 123456, text: '1234,56' },
    { scenario: 'zero', cents: 0, text: '0,00' },
    { scenario: 'less than a euro', cents: 5, text: '0,05' },
    { scenario: 'negative amount', cents: -1250, text: '-12,50' },
    { scenario: 'fractional cents are rounded', cents: 10.5, text: '0,11' },
    { scenario: 'not a number becomes zero', cents: Number.NaN, text: '0,00' },
    { scenario: 'minus zero is written without sign', cents: -0, text: '0,00' },
  ])('$scenario', ({ cents, text }) => {
    expect(centsToCanonical(cents)).toBe(text);
  });
});

describe('centsToDecimalString', () => {
  it('writes an exact decimal for Intl', () => {
    expect(centsToDecimalString(-123456)).toBe('-1234.56');
  });

  it.each<{ scenario: string; cents: number; text: string }>([
    { scenario: 'zero', cents: 0, text: '0.00' },
    { scenario: 'negative zero, never "-0.00"', cents: -0, text: '0.00' },
    { scenario: 'one cent', cents: 1, text: '0.01' },
    { scenario: 'minus five cents', cents: -5, text: '-0.05' },
    { scenario: 'whole euros', cents: 100, text: '1.00' },
    { scenario: 'the largest exact amount', cents: 2 ** 53 - 1, text: '90071992547409.91' },
    { scenario: 'its negative', cents: -(2 ** 53 - 1), text: '-90071992547409.91' },
    { scenario: 'half a cent, rounded away from zero', cents: 0.5, text: '0.01' },
    { scenario: 'minus half a cent', cents: -2.5, text: '-0.03' },
    { scenario: 'not a number', cents: Number.NaN, text: '0.00' },
  ])('$scenario', ({ cents, text }) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });
});

describe('canonicalisePrice', () => {
  it.each<{ scenario: string; text: string; locale: Language; stored: string }>([
    { scenario: 'empty price becomes 0,00', text: '', locale: 'nl', stored: '0,00' },
    { scenario: 'Dutch typed price', text: '1.234,5', locale: 'nl', stored: '1234,50' },
    { scenario: 'English typed price', text: '1,234.5', locale: 'en', stored: '1234,50' },
    { scenario: 'non-numeric price', text: 'free', locale: 'en', stored: '0,00' },
  ])('$scenario', ({ text, locale, stored }) => {
    expect(canonicalisePrice(text, locale)).toBe(stored);
  });

  it('uses Dutch rules by default', () => {
    expect(canonicalisePrice('7,5')).toBe('7,50');
  });
});

describe('formatMoney', () => {
  it.each<{ scenario: string; cents: number; locale: Language; text: string }>([
    { scenario: 'Dutch amount', cents: 123456, locale: 'nl', text: '€ 1.234,56' },
    { scenario: 'English amount', cents: 123456, locale: 'en', text: '€1,234.56' },
    { scenario: 'Dutch zero', cents: 0, locale: 'nl', text: '€ 0,00' },
    { scenario: 'English zero', cents: 0, locale: 'en', text: '€0.00' },
    { scenario: 'Dutch negative', cents: -123456, locale: 'nl', text: '€ -1.234,56' },
    { scenario: 'English negative', cents: -123456, locale: 'en', text: '-€1,234.56' },
    { scenario: 'Dutch millions', cents: 123456789, locale: 'nl', text: '€ 1.234.567,89' },
    {
      scenario: 'beyond float-safe euros stays exact',
      cents: 900719925474099,
      locale: 'en',
      text: '€9,007,199,254,740.99',
    },
  ])('$scenario: $text', ({ cents, locale, text }) => {
    expect(formatMoney(cents, locale)).toBe(text);
  });

  it('never returns non-breaking spaces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom<Language>('nl', 'en'),
        (cents, locale) => {
          expect(formatMoney(cents, locale)).not.toMatch(/[\u00A0\u202F]/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatAmount', () => {
  it.each<{ scenario: string; locale: Language; text: string }>([
    { scenario: 'Dutch input display', locale: 'nl', text: '1.234,56' },
    { scenario: 'English input display', locale: 'en', text: '1,234.56' },
  ])('$scenario', ({ locale, text }) => {
    expect(formatAmount(123456, locale)).toBe(text);
  });
});

describe('money round trip', () => {
  it('reads back what it formats, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom<Language>('nl', 'en'),
        (cents, locale) => {
          expect(parseMoneyToCents(formatAmount(cents, locale), locale)).toBe(cents);
          expect(parseMoneyToCents(formatMoney(cents, locale), locale)).toBe(cents);
          expect(parseMoneyToCents(centsToCanonical(cents), locale)).toBe(cents);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
