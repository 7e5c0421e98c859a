import type { Decimal } from 'decimal.js';
import { decimalToCanonical, parseDecimalInput } from './number-input.js';
import type { Language } from './types.js';

/**
 * What a quantity keeps: digits and decimal separators. Spec §5 removes every other character,
 * the minus included ("-2" is 2): a quantity is never negative, so VAT never is either.
 * Corrections will get a document type of their own; until then a credit is a negative price.
 */
export const cleanQuantityInput = (text: string): string => text.replace(/[^\d.,]/g, '');

/** Quantity as an exact decimal (7,5 hours stays 7.5); empty or not a number is 0. */
export const parseQuantity = (text: string, locale: Language = 'nl'): Decimal =>
  parseDecimalInput(cleanQuantityInput(text), locale);

/** The stored form of a typed quantity: no grouping, comma decimal ("1.500,5" -> "1500,5"). */
export const canonicaliseQuantity = (text: string, locale: Language = 'nl'): string =>
  decimalToCanonical(parseQuantity(text, locale));
