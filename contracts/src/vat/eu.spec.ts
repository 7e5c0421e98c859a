import { describe, expect, it } from '@jest/globals';
import { EU_COUNTRIES, countryOfVatPrefix, isEuCountry } from './eu.js';

describe('the EU member states', () => {
  it('are the 27 states, each once', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
  });

  it.each([
    ['NL', true],
    ['BE', true],
    ['DE', true],
    ['GR', true],
    ['EL', false],
    ['GB', false],
    ['CH', false],
    ['NO', false],
    ['', false],
  ])('%s is a member state: %s', (code, expected) => {
    expect(isEuCountry(code)).toBe(expected);
  });

  it.each([
    ['EL', 'GR'],
    ['BE', 'BE'],
    ['GB', 'GB'],
  ])('reads the VAT prefix %s as the country %s', (prefix, country) => {
    expect(countryOfVatPrefix(prefix)).toBe(country);
  });
});
