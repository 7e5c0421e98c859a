/**
 * The prefixes VIES answers for: the EU member states (Greece as EL, its VAT prefix, not GR) and
 * XI, Northern Ireland's traders under the Windsor Framework.
 */
export const VIES_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
] as const;

export type ViesCountry = (typeof VIES_COUNTRIES)[number];

export const isViesCountry = (code: string): code is ViesCountry =>
  (VIES_COUNTRIES as readonly string[]).includes(code);

/** The national part VIES takes (its documented pattern, with up to 13 characters for NL). */
export const VIES_NUMBER_PATTERN = /^[0-9A-Z+*]{2,13}$/;

/** What VIES answers "not disclosed by the member state" with, for a name or an address. */
export const NOT_DISCLOSED = '---';
