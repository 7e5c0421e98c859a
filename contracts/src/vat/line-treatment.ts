import { parseVatRate, type LineItem, type VatCategory } from '@app/contracts/invoice';
import { LEGAL_TEXTS, type LegalTextId } from './legal-texts.js';
import { smallBusinessScheme } from './regimes.js';
import type { VatRegime } from './types.js';

export type LineContext = {
  /** Where the seller is taxed (the settings' country). */
  sellerCountry: string;
  regime: VatRegime;
  /** The customer's country; the seller's when the invoice does not show another. */
  customerCountry: string;
};

export type LineTreatment = {
  category: VatCategory;
  /** The legal text the line makes the invoice print; null for taxed and zero-rated lines. */
  textId: LegalTextId | null;
  /** The CEF VATEX code of that text, null where the list has none. */
  vatex: string | null;
};

type TreatedLine = Pick<LineItem, 'vatRate' | 'vatCategory' | 'vatExemptionReason'>;

/**
 * The category a line is taxed in. A rate above 0 is standard whatever else is stored, because
 * the totals charge that rate; at 0 % the stored category decides, and a plain 0 % (the editor's
 * 'tax exempt' choice, and every line written before categories existed) is exempt.
 */
export const lineVatCategory = (item: Pick<LineItem, 'vatRate' | 'vatCategory'>): VatCategory => {
  if (parseVatRate(item.vatRate).greaterThan(0)) return 'standard';
  return item.vatCategory === undefined || item.vatCategory === 'standard'
    ? 'exempt'
    : item.vatCategory;
};

/** Dutch and Belgian sellers print their own law's texts; any other the Directive's. */
const jurisdiction = (country: string): 'nl' | 'be' | 'eu' =>
  country === 'NL' ? 'nl' : country === 'BE' ? 'be' : 'eu';

const reverseChargeText = (context: LineContext): LegalTextId => {
  const domestic = context.customerCountry === context.sellerCountry;
  switch (jurisdiction(context.sellerCountry)) {
    case 'nl':
      return 'nl.reverseCharge';
    case 'be':
      return domestic ? 'be.reverseChargeDomestic' : 'be.reverseChargeEu';
    default:
      return 'eu.reverseCharge';
  }
};

const exemptText = (item: TreatedLine, country: string): LegalTextId => {
  const reason = item.vatExemptionReason ?? 'other';
  return reason === 'other' ? 'exempt.other' : `${jurisdiction(country)}.exempt.${reason}`;
};

const textIdOf = (
  category: VatCategory,
  item: TreatedLine,
  context: LineContext,
): LegalTextId | null => {
  switch (category) {
    case 'standard':
    case 'zero_rated':
      return null;
    case 'exempt':
      return exemptText(item, context.sellerCountry);
    case 'reverse_charge':
      return reverseChargeText(context);
    case 'intra_eu':
      return `${jurisdiction(context.sellerCountry)}.intraEu`;
    case 'export':
      return `${jurisdiction(context.sellerCountry)}.export`;
  }
};

const treatment = (category: VatCategory, textId: LegalTextId | null): LineTreatment => ({
  category,
  textId,
  vatex: textId === null ? null : LEGAL_TEXTS[textId].vatex,
});

/**
 * How the law treats one line and what it makes the invoice say. Under a small-business scheme
 * the seller charges no VAT at all, so every line is exempt under the scheme's text; a
 * small-business regime where no scheme exists changes nothing (the issue checks report it).
 */
export const lineTreatment = (item: TreatedLine, context: LineContext): LineTreatment => {
  const scheme =
    context.regime === 'small_business' ? smallBusinessScheme(context.sellerCountry) : null;
  if (scheme !== null) return treatment('exempt', scheme === 'kor' ? 'nl.kor' : 'be.franchise');
  const category = lineVatCategory(item);
  return treatment(category, textIdOf(category, item, context));
};
