import type { Decimal } from 'decimal.js';
import { decimalToCanonical, parseDecimalInput } from './number-input.js';
import type { Language } from './types.js';

/**
 * What the quantity field keeps while typing: digits, decimal separators and a leading minus
 * (credit lines). Everything else is dropped.
 */
export const cleanQuantityInput = (text: string): string => {
  const negative = text.trim().startsWith('-');
  const kept = text.replace(/[^\d.,]/g, '');
  return negative ? `-${kept}` : kept;
};

/** Quantity as an exact decimal (7,5 hours stays 7.5); empty or not a number is 0. */
export const parseQuantity = (text: string, locale: Language = 'nl'): Decimal =>
  parseDecimalInput(text, locale);

/** The stored form of a typed quantity: no grouping, comma decimal ("1.500,5" -> "1500,5"). */
export const canonicaliseQuantity = (text: string, locale: Language = 'nl'): string =>
  decimalToCanonical(parseQuantity(text, locale));
