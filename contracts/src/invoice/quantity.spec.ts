import { describe, expect, it } from '@jest/globals';
import { canonicaliseQuantity, cleanQuantityInput, parseQuantity } from './quantity.js';
import type { Language } from './types.js';

describe('cleanQuantityInput', () => {
  it.each([
    { scenario: 'hours with a comma', text: '7,5', cleaned: '7,5' },
    { scenario: 'unit text is dropped', text: '7,5 uur', cleaned: '7,5' },
    { scenario: 'letters only leave nothing', text: 'abc', cleaned: '' },
    { scenario: 'a leading minus is removed (spec §5)', text: ' -2 st', cleaned: '2' },
    { scenario: 'a minus inside is dropped', text: '2-3', cleaned: '23' },
  ])('$scenario', ({ text, cleaned }) => {
    expect(cleanQuantityInput(text)).toBe(cleaned);
  });
});

describe('parseQuantity', () => {
  it.each<{ scenario: string; text: string; locale: Language; value: string }>([
    { scenario: 'decimal hours in Dutch', text: '7,5', locale: 'nl', value: '7.5' },
    { scenario: 'decimal hours in English', text: '7.5', locale: 'en', value: '7.5' },
    { scenario: 'empty counts as zero', text: '', locale: 'nl', value: '0' },
    { scenario: 'not a number counts as zero', text: 'veel', locale: 'nl', value: '0' },
    {
      scenario: 'more decimals than cents are kept',
      text: '0,3333',
      locale: 'nl',
      value: '0.3333',
    },
    { scenario: 'Dutch thousands', text: '1.000', locale: 'nl', value: '1000' },
    { scenario: 'English thousands', text: '1,000', locale: 'en', value: '1000' },
    { scenario: 'a typed minus is removed', text: '-2', locale: 'nl', value: '2' },
  ])('$scenario', ({ text, locale, value }) => {
    expect(parseQuantity(text, locale).toString()).toBe(value);
  });

  it('reads stored quantities by the canonical (Dutch) rules by default', () => {
    expect(parseQuantity('1,5').toString()).toBe('1.5');
  });
});

describe('canonicaliseQuantity', () => {
  it.each<{ scenario: string; text: string; locale: Language; stored: string }>([
    {
      scenario: 'English decimal becomes a comma decimal',
      text: '7.5',
      locale: 'en',
      stored: '7,5',
    },
    { scenario: 'grouping is removed', text: '1.500,5', locale: 'nl', stored: '1500,5' },
    { scenario: 'trailing zeros are dropped', text: '2,50', locale: 'nl', stored: '2,5' },
    { scenario: 'empty becomes 0', text: '', locale: 'en', stored: '0' },
    { scenario: 'negative zero is plain 0', text: '-0', locale: 'nl', stored: '0' },
    { scenario: '"-2" becomes 2', text: '-2', locale: 'nl', stored: '2' },
    { scenario: '"-1.5" in English becomes 1,5', text: '-1.5', locale: 'en', stored: '1,5' },
  ])('$scenario', ({ text, locale, stored }) => {
    expect(canonicaliseQuantity(text, locale)).toBe(stored);
  });

  it('uses Dutch rules by default', () => {
    expect(canonicaliseQuantity('3')).toBe('3');
  });
});
