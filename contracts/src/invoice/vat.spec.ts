import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  COUNTRY_CODES,
  findCountry,
  isCountryCode,
  standardVatRate,
  vatRateOptions,
  vatRateOptionsFor,
} from './vat.js';

describe('standardVatRate', () => {
  it.each([
    { scenario: 'the Netherlands', country: 'NL', rate: '21' },
    { scenario: 'Belgium', country: 'BE', rate: '21' },
    { scenario: 'Germany', country: 'DE', rate: '19' },
    { scenario: 'France', country: 'FR', rate: '20' },
    { scenario: 'an unknown country falls back to 21', country: 'XX', rate: '21' },
    { scenario: 'an empty country falls back to 21', country: '', rate: '21' },
  ])('$scenario', ({ country, rate }) => {
    expect(standardVatRate(country)).toBe(rate);
  });
});

describe('vatRateOptions', () => {
  it.each([
    { scenario: 'Dutch rates', country: 'NL', rates: ['21', '9', '0'] },
    { scenario: 'Belgian rates', country: 'BE', rates: ['21', '12', '6', '0'] },
    { scenario: 'German rates', country: 'DE', rates: ['19', '7', '0'] },
    { scenario: 'French rates', country: 'FR', rates: ['20', '10', '5,5', '0'] },
    { scenario: 'unknown country: default and exempt', country: 'US', rates: ['21', '0'] },
  ])('$scenario', ({ country, rates }) => {
    expect(vatRateOptions(country)).toEqual(rates);
  });
});

describe('countries', () => {
  it.each([
    { scenario: 'a known code', value: 'BE', known: true },
    { scenario: 'lower case is not a code', value: 'be', known: false },
    { scenario: 'a number is not a code', value: 21, known: false },
  ])('isCountryCode: $scenario', ({ value, known }) => {
    expect(isCountryCode(value)).toBe(known);
  });

  it('names every country in English and Dutch under a translation key', () => {
    expect(
      COUNTRIES.map((country) => [country.nameKey, country.names.en, country.names.nl]),
    ).toEqual([
      ['countries.NL', 'Netherlands', 'Nederland'],
      ['countries.BE', 'Belgium', 'België'],
      ['countries.DE', 'Germany', 'Duitsland'],
      ['countries.FR', 'France', 'Frankrijk'],
    ]);
    expect(COUNTRY_CODES).toEqual(['NL', 'BE', 'DE', 'FR']);
  });

  it('finds a country by code', () => {
    expect(findCountry('DE')?.standardRate).toBe('19');
    expect(findCountry('ES')).toBeUndefined();
  });
});

describe('vatRateOptionsFor', () => {
  it.each([
    { scenario: 'a rate the country offers', country: 'NL', rate: '9', rates: ['21', '9', '0'] },
    {
      scenario: 'a rate of another country',
      country: 'NL',
      rate: '19',
      rates: ['21', '9', '0', '19'],
    },
  ])('$scenario', ({ country, rate, rates }) => {
    expect(vatRateOptionsFor(country, rate)).toEqual(rates);
  });
});
