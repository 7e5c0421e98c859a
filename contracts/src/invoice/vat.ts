import type { Language } from './types.js';

export type CountryCode = 'NL' | 'BE' | 'DE' | 'FR';

export type Country = {
  code: CountryCode;
  /** Translation key of the country name; `names` holds the defaults. */
  nameKey: `countries.${CountryCode}`;
  names: Record<Language, string>;
  standardRate: string;
  /** Reduced rates, highest first. */
  reducedRates: readonly string[];
};

/** Rates are canonical strings ("5,5") like LineItem.vatRate, so they compare as keys. */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'NL',
    nameKey: 'countries.NL',
    names: { en: 'Netherlands', nl: 'Nederland' },
    standardRate: '21',
    reducedRates: ['9'],
  },
  {
    code: 'BE',
    nameKey: 'countries.BE',
    names: { en: 'Belgium', nl: 'België' },
    standardRate: '21',
    reducedRates: ['12', '6'],
  },
  {
    code: 'DE',
    nameKey: 'countries.DE',
    names: { en: 'Germany', nl: 'Duitsland' },
    standardRate: '19',
    reducedRates: ['7'],
  },
  {
    code: 'FR',
    nameKey: 'countries.FR',
    names: { en: 'France', nl: 'Frankrijk' },
    standardRate: '20',
    reducedRates: ['10', '5,5'],
  },
];

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((country) => country.code);

/** The rate used when the country is unknown (the Dutch standard rate). */
export const DEFAULT_VAT_RATE = '21';

/** The 0 % option for exempt supplies (e.g. KOR small-business scheme, reverse charge). */
export const TAX_EXEMPT_VAT_RATE = '0';

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);

export const findCountry = (code: string): Country | undefined =>
  COUNTRIES.find((country) => country.code === code);

/** The standard rate of a country; 21 when the country is not known. */
export const standardVatRate = (country: string): string =>
  findCountry(country)?.standardRate ?? DEFAULT_VAT_RATE;

/** The rates a line can pick in a country: standard, reduced, then the 0 % exempt option. */
export const vatRateOptions = (country: string): string[] => {
  const found = findCountry(country);
  return found
    ? [found.standardRate, ...found.reducedRates, TAX_EXEMPT_VAT_RATE]
    : [DEFAULT_VAT_RATE, TAX_EXEMPT_VAT_RATE];
};

/**
 * The rates one line can pick: the country's, plus the line's own rate when the country does not
 * offer it (a line written under another country keeps its rate selectable instead of showing a
 * rate it does not have).
 */
export const vatRateOptionsFor = (country: string, lineRate: string): string[] => {
  const rates = vatRateOptions(country);
  return rates.includes(lineRate) ? rates : [...rates, lineRate];
};
