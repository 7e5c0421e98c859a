import { checkVAT, countries } from 'jsvat';
import type { CountryCode } from './vat.js';

/**
 * Checks of the numbers that identify a business on an invoice: the VAT number, the Dutch KvK
 * number and the Belgian enterprise number. They warn and never refuse: a foreign or brand-new
 * number the checks do not know must still be writable on an invoice.
 */
export const VAT_NUMBER_WARNING = 'validation.vatNumberUnrecognised';
export const KVK_NUMBER_WARNING = 'validation.kvkNumberUnrecognised';
export const ENTERPRISE_NUMBER_WARNING = 'validation.enterpriseNumberUnrecognised';

export type PartyIdentifierWarning =
  typeof VAT_NUMBER_WARNING | typeof KVK_NUMBER_WARNING | typeof ENTERPRISE_NUMBER_WARNING;

/** English defaults of the keys above (the frontends' locale files hold the translations). */
export const PARTY_IDENTIFIER_MESSAGES = {
  'validation.enterpriseNumberUnrecognised':
    'This does not look like a Belgian enterprise number (10 digits, e.g. 0123.456.749). Please check it.',
  'validation.kvkNumberUnrecognised': 'A KvK number has 8 digits, e.g. 12345678. Please check it.',
  'validation.vatNumberUnrecognised':
    'This VAT number does not pass the check of its country (NL: 9 digits, B and 2 digits; BE: 10 digits). Please check it.',
} as const satisfies Record<PartyIdentifierWarning, string>;

/** "nl 1234.56.789 b01" -> "NL123456789B01": how a number is compared and written in UBL. */
export const normaliseIdentifier = (text: string): string =>
  text.replace(/[\s.\-_/]/g, '').toUpperCase();

/**
 * The Belgian enterprise number (KBO/BCE, also the VAT number after "BE"): 10 digits starting with
 * 0 or 1, the last two being 97 minus the first eight modulo 97. Our own because jsvat 2.5.4 only
 * knows the numbers starting with 0, while numbers starting with 1 are issued since 2023.
 */
export const isBelgianEnterpriseNumber = (text: string): boolean => {
  const digits = normaliseIdentifier(text).replace(/^BE/, '');
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
};

/** The country a VAT number belongs to, by its prefix ("BE0123456749" -> "BE"); null if none. */
export const vatNumberCountry = (text: string): string | null => {
  const prefix = /^([A-Z]{2})/.exec(normaliseIdentifier(text));
  return prefix ? prefix[1] : null;
};

/** A VAT number's warning, or null when it is empty or passes its country's check. */
export const checkVatNumber = (text: string): typeof VAT_NUMBER_WARNING | null => {
  const vat = normaliseIdentifier(text);
  if (vat === '') return null;
  if (vat.startsWith('BE')) return isBelgianEnterpriseNumber(vat) ? null : VAT_NUMBER_WARNING;
  return checkVAT(vat, countries).isValid ? null : VAT_NUMBER_WARNING;
};

/**
 * The chamber-of-commerce field's warning for the sender's country: a Dutch KvK number is 8
 * digits; in Belgium the field holds the enterprise number. Other countries are not checked.
 */
export const checkChamberOfCommerce = (
  text: string,
  country: CountryCode,
): PartyIdentifierWarning | null => {
  const number = normaliseIdentifier(text);
  if (number === '') return null;
  if (country === 'NL') return /^\d{8}$/.test(number) ? null : KVK_NUMBER_WARNING;
  if (country === 'BE') return isBelgianEnterpriseNumber(number) ? null : ENTERPRISE_NUMBER_WARNING;
  return null;
};
