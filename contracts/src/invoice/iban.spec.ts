import { describe, expect, it } from '@jest/globals';
import {
  BIC_INVALID_ERROR,
  IBAN_INVALID_ERROR,
  IBAN_MESSAGES,
  IBAN_REQUIRED_ERROR,
  formatIban,
  ibanGroups,
  isValidIban,
  normaliseIban,
  validateBic,
  validateIban,
} from './iban.js';

describe('IBAN', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['nl91 abna 0417 1643 00', true],
    ['BE68539007547034', true],
    ['DE89370400440532013000', true],
    ['NL91ABNA0417164301', false],
    ['NL91ABNA04171643', false],
    ['hello', false],
  ])('%s is valid: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('normalises and formats for display', () => {
    expect(normaliseIban(' nl91-abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it.each([
    ['NL91ABNA0417164300', ['NL91', 'ABNA', '0417', '1643', '00']],
    ['be68 5390 0754 7034', ['BE68', '5390', '0754', '7034']],
    [' DE89-3704-0044-0532-0130-00 ', ['DE89', '3704', '0044', '0532', '0130', '00']],
    ['', []],
  ])('shows %s in the groups %j', (iban, groups) => {
    expect(ibanGroups(iban)).toEqual(groups);
  });

  it('names the problem as a translation key', () => {
    expect(validateIban('')).toBe('validation.ibanRequired');
    expect(validateIban('', false)).toBeNull();
    expect(validateIban('NL00ABNA0417164300')).toBe('validation.ibanInvalid');
    expect(validateIban('NL91ABNA0417164300')).toBeNull();
  });

  it('accepts an empty or valid BIC only', () => {
    expect(validateBic('')).toBeNull();
    expect(validateBic('ABNANL2A')).toBeNull();
    expect(validateBic('abna nl2a')).toBeNull();
    expect(validateBic('XYZ')).toBe('validation.bicInvalid');
  });

  it('has an English default for every key it returns', () => {
    for (const key of [BIC_INVALID_ERROR, IBAN_INVALID_ERROR, IBAN_REQUIRED_ERROR]) {
      expect(IBAN_MESSAGES).toHaveProperty([key]);
    }
  });
});
