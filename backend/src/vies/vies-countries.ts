import { EU_COUNTRIES } from '@app/contracts/vat';

/**
 * The prefixes VIES answers for: the EU member states as their VAT numbers write them (Greece as
 * EL, not GR) and XI, Northern Ireland's traders under the Windsor Framework.
 */
export const VIES_COUNTRIES: readonly string[] = [
  ...EU_COUNTRIES.map((code) => (code === 'GR' ? 'EL' : code)),
  'XI',
].sort();

export const isViesCountry = (code: string): boolean => VIES_COUNTRIES.includes(code);

/** The national part VIES takes (its documented pattern, with up to 13 characters for NL). */
export const VIES_NUMBER_PATTERN = /^[0-9A-Z+*]{2,13}$/;

/** What VIES answers "not disclosed by the member state" with, for a name or an address. */
export const NOT_DISCLOSED = '---';
