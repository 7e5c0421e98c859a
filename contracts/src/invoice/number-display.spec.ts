import { describe, expect, it } from '@jest/globals';
import {
  canonicaliseDiscountValue,
  formatDecimalText,
  formatDiscountValue,
  formatPriceText,
  numberPlaceholders,
} from './number-display.js';
import type { Discount, DiscountType, Language } from './types.js';

describe('formatDecimalText', () => {
  it.each<{ scenario: string; canonical: string; language: Language; expected: string }>([
    { scenario: 'a quantity in English', canonical: '7,5', language: 'en', expected: '7.5' },
    { scenario: 'a quantity in Dutch', canonical: '7,5', language: 'nl', expected: '7,5' },
    {
      scenario: 'a reduced VAT rate in English',
      canonical: '5,5',
      language: 'en',
      expected: '5.5',
    },
    { scenario: 'a whole number', canonical: '21', language: 'en', expected: '21' },
    {
      scenario: 'a large number, no grouping',
      canonical: '1500,25',
      language: 'en',
      expected: '1500.25',
    },
    { scenario: 'a credit quantity', canonical: '-2,5', language: 'en', expected: '-2.5' },
  ])('$scenario: $expected', ({ canonical, language, expected }) => {
    expect(formatDecimalText(canonical, language)).toBe(expected);
  });
});

describe('formatPriceText', () => {
  it.each<{ scenario: string; canonical: string; language: Language; expected: string }>([
    {
      scenario: 'Dutch grouping and comma',
      canonical: '1234,56',
      language: 'nl',
      expected: '1.234,56',
    },
    {
      scenario: 'English grouping and dot',
      canonical: '1234,56',
      language: 'en',
      expected: '1,234.56',
    },
    { scenario: 'two decimals always', canonical: '85', language: 'en', expected: '85.00' },
    { scenario: 'a credit price', canonical: '-12,5', language: 'nl', expected: '-12,50' },
  ])('$scenario: $expected', ({ canonical, language, expected }) => {
    expect(formatPriceText(canonical, language)).toBe(expected);
  });
});

describe('formatDiscountValue', () => {
  it.each<{ scenario: string; discount: Discount; language: Language; expected: string }>([
    {
      scenario: 'a fixed discount as a price',
      discount: { type: 'fixed', value: '1250,00' },
      language: 'en',
      expected: '1,250.00',
    },
    {
      scenario: 'a percentage as written in English',
      discount: { type: 'percentage', value: '7,5' },
      language: 'en',
      expected: '7.5',
    },
    {
      scenario: 'a percentage as written in Dutch',
      discount: { type: 'percentage', value: '7,5' },
      language: 'nl',
      expected: '7,5',
    },
  ])('$scenario: $expected', ({ discount, language, expected }) => {
    expect(formatDiscountValue(discount, language)).toBe(expected);
  });
});

describe('canonicaliseDiscountValue', () => {
  it.each<{
    scenario: string;
    type: DiscountType;
    typed: string;
    language: Language;
    expected: string;
  }>([
    {
      scenario: 'a fixed amount typed in English',
      type: 'fixed',
      typed: '1,000.5',
      language: 'en',
      expected: '1000,50',
    },
    {
      scenario: 'a fixed amount typed in Dutch',
      type: 'fixed',
      typed: '50',
      language: 'nl',
      expected: '50,00',
    },
    {
      scenario: 'a percentage typed in English',
      type: 'percentage',
      typed: '7.5',
      language: 'en',
      expected: '7,5',
    },
    {
      scenario: 'a percentage typed in Dutch',
      type: 'percentage',
      typed: '10',
      language: 'nl',
      expected: '10',
    },
  ])('$scenario: $expected', ({ type, typed, language, expected }) => {
    expect(canonicaliseDiscountValue(type, typed, language)).toBe(expected);
  });
});

describe('numberPlaceholders', () => {
  it.each<{ language: Language; expected: ReturnType<typeof numberPlaceholders> }>([
    {
      language: 'en',
      expected: { quantity: '1', price: '0.00', percentage: '10', fixed: '50.00' },
    },
    {
      language: 'nl',
      expected: { quantity: '1', price: '0,00', percentage: '10', fixed: '50,00' },
    },
  ])('shows the examples in $language', ({ language, expected }) => {
    expect(numberPlaceholders(language)).toEqual(expected);
  });
});
