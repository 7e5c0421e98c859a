import { describe, expect, it } from '@jest/globals';
import {
  checkChamberOfCommerce,
  checkVatNumber,
  isBelgianEnterpriseNumber,
  normaliseIdentifier,
  vatNumberCountry,
} from './party-identifiers.js';

describe('checkVatNumber', () => {
  it.each([
    ['NL004495445B01', 'a Dutch number passing the 11-test'],
    ['NL000099998B57', 'a Dutch sole-trader number passing mod 97'],
    ['nl 0044.95.445 b01', 'spaces, dots and lower case'],
    ['BE0403170701', 'a Belgian number'],
    ['BE1000000021', 'a Belgian number starting with 1 (issued since 2023)'],
    ['DE136695976', 'a German number'],
    ['', 'nothing typed'],
  ])('accepts %s (%s)', (vat) => {
    expect(checkVatNumber(vat)).toBeNull();
  });

  it.each([
    ['NL123456789B01', 'wrong Dutch check digits'],
    ['BE0403170702', 'wrong Belgian check digits'],
    ['BE2403170701', 'a Belgian number starting with 2'],
    ['123456789B01', 'no country prefix'],
  ])('warns about %s (%s)', (vat) => {
    expect(checkVatNumber(vat)).toBe('validation.vatNumberUnrecognised');
  });
});

describe('checkChamberOfCommerce', () => {
  it('wants 8 digits for a Dutch KvK number', () => {
    expect(checkChamberOfCommerce('1234 5678', 'NL')).toBeNull();
    expect(checkChamberOfCommerce('1234567', 'NL')).toBe('validation.kvkNumberUnrecognised');
  });

  it('checks the Belgian enterprise number', () => {
    expect(checkChamberOfCommerce('0403.170.701', 'BE')).toBeNull();
    expect(checkChamberOfCommerce('0403.170.702', 'BE')).toBe(
      'validation.enterpriseNumberUnrecognised',
    );
  });

  it('leaves empty fields and other countries alone', () => {
    expect(checkChamberOfCommerce('', 'NL')).toBeNull();
    expect(checkChamberOfCommerce('HRB 12345', 'DE')).toBeNull();
  });
});

describe('identifiers', () => {
  it('normalise to upper case without separators', () => {
    expect(normaliseIdentifier(' be 0403-170/701 ')).toBe('BE0403170701');
  });

  it('tell the country of a VAT number', () => {
    expect(vatNumberCountry('be0403170701')).toBe('BE');
    expect(vatNumberCountry('0403170701')).toBeNull();
  });

  it('read a Belgian enterprise number with or without BE', () => {
    expect(isBelgianEnterpriseNumber('BE 0403.170.701')).toBe(true);
    expect(isBelgianEnterpriseNumber('403170701')).toBe(false);
  });
});
