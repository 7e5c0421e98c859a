import type { CountryCode } from './vat.js';

/**
 * Years an issued invoice or credit note is kept, by the seller's country, counted from
 * 1 January of the year after its date (docs/archive.md):
 * - NL: 7 years, Algemene wet inzake rijksbelastingen art. 52(4); the Belastingdienst counts
 *   them from the end of the year the invoice belongs to.
 * - BE: 10 years, Btw-Wetboek / Code TVA art. 60 §4 (seven years before 2023), "te rekenen
 *   vanaf de eerste januari van het jaar volgend op hun datum".
 * - DE and FR (sellers the product supports without their own rules yet): 10 years, the
 *   longest of the two laws' periods (AO §147 and UStG §14b; Code de commerce L123-22), so a
 *   copy is never destroyed early.
 */
export const RETENTION_YEARS: Readonly<Record<CountryCode, number>> = {
  NL: 7,
  BE: 10,
  DE: 10,
  FR: 10,
};

/**
 * The last day a document dated `issueDate` (YYYY-MM-DD) must be kept: 31 December of the
 * year of issue plus the country's years. A document of 15 March 2026 from a Dutch seller is
 * kept through 31 December 2033, from a Belgian one through 31 December 2036.
 */
export function retentionUntil(issueDate: string, country: CountryCode): string {
  const year = Number(issueDate.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate) || !Number.isInteger(year)) {
    throw new RangeError(`Not a date: ${issueDate}`);
  }
  return `${String(year + RETENTION_YEARS[country]).padStart(4, '0')}-12-31`;
}
