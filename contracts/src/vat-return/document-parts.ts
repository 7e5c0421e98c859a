import {
  canonicalVatRate,
  computeTotals,
  discountedLines,
  type DocumentType,
} from '@app/contracts/invoice';
import { isEuCountry, lineVatCategory, partyCountry, partyFields } from '@app/contracts/vat';
import { VAT_RETURN_RULES } from './rules.js';
import type {
  CustomerZone,
  ReturnCountry,
  ReturnDocument,
  ReturnRule,
  ReturnTreatment,
} from './types.js';

/** One document's amounts for one rule: the sum of its lines the rule places (cents, unsigned). */
export type DocumentPart = { rule: ReturnRule; base: number; vat: number };

/** The customer's zone as the documents read it: VAT number prefix, Dutch postcode, else domestic. */
export const customerZone = (document: ReturnDocument, sellerCountry: string): CustomerZone => {
  const country = partyCountry(
    partyFields(document.recipient, document.isPlaceholder?.recipient),
    sellerCountry,
  );
  if (country === sellerCountry) return 'domestic';
  return isEuCountry(country) ? 'eu' : 'nonEu';
};

const matches = (
  rule: ReturnRule,
  country: ReturnCountry,
  treatment: ReturnTreatment,
  rate: string,
  zone: CustomerZone,
): boolean =>
  rule.country === country &&
  rule.treatment === treatment &&
  (rule.rate === undefined || rule.rate === '*' || rule.rate === rate) &&
  (rule.customer === undefined || rule.customer === zone);

/** The first row of the table for this line; the table has one for every combination. */
export const ruleFor = (
  country: ReturnCountry,
  treatment: ReturnTreatment,
  rate: string,
  zone: CustomerZone,
): ReturnRule => {
  const rule = VAT_RETURN_RULES.find((row) => matches(row, country, treatment, rate, zone));
  if (rule === undefined) throw new Error(`No VAT return rule for ${country} ${treatment}`);
  return rule;
};

export const documentTypeOf = (document: ReturnDocument): DocumentType =>
  document.documentType ?? 'invoice';

/**
 * The document's amounts per rule. Bases are the totals rule's discounted line amounts, so they
 * add up to subtotal - discount; VAT is the document's own VAT per rate as issued (rounded once
 * per rate), never recomputed per box: a rate above 0 is always standard, so one rate's lines
 * all meet the same rule and take that rate's VAT whole. A line charging VAT counts as charged
 * whatever regime is stored (the VAT on an invoice is owed); under a small-business scheme the
 * other lines are the scheme's.
 */
export const documentParts = (document: ReturnDocument, country: ReturnCountry): DocumentPart[] => {
  const zone = customerZone(document, country);
  // Both return countries have a scheme (regimes.ts), so a small-business document is under it.
  const scheme = document.vatRegime === 'small_business';
  const vatByRate = new Map(
    computeTotals(document).vatBreakdown.map((row) => [row.rate, row.vat] as const),
  );
  const lines = discountedLines(document);
  const parts = new Map<ReturnRule, DocumentPart & { rates: Set<string> }>();
  document.items.forEach((item, index) => {
    const rate = canonicalVatRate(item.vatRate);
    const category = lineVatCategory(item);
    const treatment = scheme && category !== 'standard' ? 'small_business' : category;
    const rule = ruleFor(country, treatment, rate, zone);
    const part = parts.get(rule) ?? { rule, base: 0, vat: 0, rates: new Set<string>() };
    part.base += lines[index].amount - lines[index].discountShare;
    if (category === 'standard') part.rates.add(rate);
    parts.set(rule, part);
  });
  return [...parts.values()].map(({ rates, ...part }) => ({
    ...part,
    vat: [...rates].reduce((sum, rate) => sum + (vatByRate.get(rate) ?? 0), 0),
  }));
};
