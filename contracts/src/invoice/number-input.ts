import type { Decimal } from 'decimal.js';
import { Dec } from './decimal.js';
import { readMemo } from './read-memo.js';
import type { Language } from './types.js';

const groupingSeparator = (locale: Language): string => (locale === 'nl' ? '.' : ',');

/**
 * Decides which of '.' and ',' is the decimal separator in a cleaned numeric text.
 * When both occur, the last one is the decimal separator (1.234,56 and 1,234.56).
 * When one kind occurs once, it is a decimal separator unless it is followed by exactly three
 * digits and is the interface language's grouping separator ("1.234" is 1234 in Dutch and
 * 1.234 in English). When one kind occurs more than once it can only be grouping.
 */
const decimalSeparatorOf = (digits: string, locale: Language): string | null => {
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    return lastDot > lastComma ? '.' : ',';
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (separator === null) {
    return null;
  }
  const occurrences = digits.split(separator).length - 1;
  if (occurrences > 1) {
    return null;
  }
  const decimals = digits.length - digits.indexOf(separator) - 1;
  return decimals === 3 && separator === groupingSeparator(locale) ? null : separator;
};

/** Decimals are immutable, so every caller may share what one text reads as. */
const readDecimal = readMemo((text: string, locale: Language): Decimal => {
  const cleaned = text.replace(/[^\d.,-]/g, '');
  const negative = cleaned.startsWith('-');
  const digits = cleaned.replace(/-/g, '');
  if (!/\d/.test(digits)) {
    return new Dec(0);
  }
  const decimalSeparator = decimalSeparatorOf(digits, locale);
  const cut = decimalSeparator === null ? digits.length : digits.lastIndexOf(decimalSeparator);
  const whole = digits.slice(0, cut).replace(/[.,]/g, '');
  const fraction = digits.slice(cut + 1);
  const value = new Dec(`${whole || '0'}.${fraction || '0'}`);
  return negative ? value.negated() : value;
});

/**
 * Reads a typed number the way a person in the given interface language means it. Everything
 * but digits, '.', ',' and a leading '-' is ignored, so "€ 12,50" reads as 12.5; text without
 * digits reads as 0. A leading minus is kept so credit lines are possible.
 */
export const parseDecimalInput = (text: string, locale: Language = 'nl'): Decimal =>
  readDecimal(text, locale);

/** Writes a decimal without grouping and with a comma decimal, trailing zeros dropped: "7,5". */
export const decimalToCanonical = (value: Decimal): string => {
  const text = value.isZero() ? '0' : value.toFixed();
  return text.replace('.', ',');
};
