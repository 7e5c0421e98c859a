import { Dec, roundToInteger } from './decimal.js';
import { parseDecimalInput } from './number-input.js';
import { readMemo } from './read-memo.js';
import { intlLocales } from '../routing/languages.js';
import type { Language } from './types.js';

const currencyFormatters: Record<Language, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat(intlLocales.nl, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  en: new Intl.NumberFormat(intlLocales.en, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

const amountFormatters: Record<Language, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat(intlLocales.nl, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  en: new Intl.NumberFormat(intlLocales.en, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/**
 * ICU puts a no-break space (U+00A0) or narrow no-break space (U+202F) between symbol and
 * amount depending on its version; callers and snapshots get a plain U+0020 space instead.
 */
const normaliseSpaces = (text: string): string => text.replace(/[\u00A0\u202F]/g, ' ');

/** Non-integer or non-finite cents would leak floating point into documents; they are rounded or zeroed. */
const toWholeCents = (cents: number): number =>
  Number.isFinite(cents) ? roundToInteger(new Dec(cents)) : 0;

/** Exact decimal text of an amount ("-1234.56"), so Intl never sees a binary fraction. */
export const centsToDecimalString = (cents: number): `${number}` => {
  // Whole cents within 2^53 are exact as numbers: their digits are written directly, which
  // every printed amount does many times per document. Anything else goes through decimal.js.
  if (Number.isSafeInteger(cents)) {
    const whole = Math.abs(cents);
    const sign = cents < 0 ? '-' : '';
    const rest = whole % 100;
    return `${sign}${(whole - rest) / 100}.${String(rest).padStart(2, '0')}` as `${number}`;
  }
  const text = new Dec(toWholeCents(cents)).dividedBy(100).toFixed(2);
  return text as `${number}`;
};

/** "1234,56": the form line-item prices are stored in (no grouping, comma decimal). */
export const centsToCanonical = (cents: number): string =>
  centsToDecimalString(cents).replace('.', ',');

const readCents = readMemo((text: string, locale: Language): number =>
  roundToInteger(parseDecimalInput(text, locale).times(100)),
);

/**
 * Reads a typed or stored price as integer cents, rounding half away from zero.
 * Stored canonical prices ("1234,56") and dot decimals ("1234.56") read the same in both
 * languages; "1.234" is 1234 in Dutch and 1.23 in English. Text without digits is 0.
 */
export const parseMoneyToCents = (text: string, locale: Language = 'nl'): number =>
  readCents(text, locale);

/** Turns what a user typed into the stored canonical price; empty becomes "0,00". */
export const canonicalisePrice = (text: string, locale: Language = 'nl'): string =>
  centsToCanonical(parseMoneyToCents(text, locale));

/** "€ 1.234,56" (nl) or "€1,234.56" (en), plain spaces. Negative: "€ -1.234,56" / "-€1,234.56". */
export const formatMoney = (cents: number, locale: Language): string =>
  normaliseSpaces(currencyFormatters[locale].format(centsToDecimalString(cents)));

/** The amount without currency, for price inputs: "1.234,56" (nl) or "1,234.56" (en). */
export const formatAmount = (cents: number, locale: Language): string =>
  normaliseSpaces(amountFormatters[locale].format(centsToDecimalString(cents)));
