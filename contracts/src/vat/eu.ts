/** The 27 member states of the European Union (ISO 3166-1 alpha-2), where the Directive applies. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
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
] as const;

export type EuCountry = (typeof EU_COUNTRIES)[number];

export const isEuCountry = (code: string): code is EuCountry =>
  (EU_COUNTRIES as readonly string[]).includes(code);

/** Greece writes EL in VAT numbers; everywhere else the prefix is the ISO country code. */
export const countryOfVatPrefix = (prefix: string): string => (prefix === 'EL' ? 'GR' : prefix);
