import type { Decimal } from 'decimal.js';
import {
  discountedLines,
  vatOf,
  type DiscountedLine,
  type Invoice,
  type Language,
  type LineItem,
  type VatCategory,
} from '@app/contracts/invoice';
import {
  legalText,
  lineTreatment,
  type LegalTextId,
  type LineContext,
  type LineTreatment,
} from '@app/contracts/vat';

// The category rule moved to the VAT rules; kept here for the documents' callers.
export { lineVatCategory } from '@app/contracts/vat';

/** UNCL 5305 codes of the VAT categories EN 16931 knows and the product can print. */
export type UblVatCode = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G';

const CATEGORY_CODES: Record<VatCategory, UblVatCode> = {
  standard: 'S',
  zero_rated: 'Z',
  exempt: 'E',
  reverse_charge: 'AE',
  intra_eu: 'K',
  export: 'G',
};

export const categoryCode = (category: VatCategory): UblVatCode => CATEGORY_CODES[category];

export type UblLine = {
  item: LineItem;
  category: VatCategory;
  rate: Decimal;
  /** cents */
  amount: number;
};

/** One row of the VAT breakdown (EN 16931 BG-23) and the discount it carries. */
export type UblVatGroup = {
  category: VatCategory;
  rate: Decimal;
  /** Sum of the group's line amounts, cents. */
  lineTotal: number;
  /** The invoice discount's share in this group, cents. */
  discount: number;
  /** lineTotal - discount. */
  taxable: number;
  vat: number;
  /** The legal texts of the group's lines, once each, in line order; empty when taxed. */
  textIds: LegalTextId[];
  /** The VATEX code all of the group's lines share; null when they share none. */
  vatex: string | null;
};

/**
 * The documents' treatment of a line: the law's (`lineTreatment`), except that a line charging
 * VAT is standard rated whatever regime is stored, because the totals charge that VAT (the
 * checks before issuing refuse a small business that charges VAT; a draft may still show it).
 */
const documentTreatment = (item: LineItem, rate: Decimal, context: LineContext): LineTreatment =>
  rate.greaterThan(0)
    ? { category: 'standard', textId: null, vatex: null }
    : lineTreatment(item, context);

type GroupDraft = Omit<UblVatGroup, 'taxable' | 'vat' | 'vatex'> & { vatexes: Set<string | null> };

/**
 * The lines and VAT groups of the e-invoice, from the same discount shares as the totals, so
 * every group's taxable amount and VAT add up to the PDF's breakdown to the cent. One group per
 * category and rate: EN 16931 allows exactly one breakdown per exempt, reverse-charge, intra-EU
 * and export category (BR-E-01, BR-AE-01, BR-IC-01, BR-G-01), so lines exempt for different
 * reasons share one group and its texts.
 */
export const ublVatGroups = (
  invoice: Pick<Invoice, 'discount'>,
  items: LineItem[],
  context: LineContext,
  /** `discountedLines` of these items and the invoice's discount, when the caller has them. */
  discounted: readonly DiscountedLine[] = discountedLines({ items, discount: invoice.discount }),
): { lines: UblLine[]; groups: UblVatGroup[] } => {
  const treatments = items.map((item, index) =>
    documentTreatment(item, discounted[index].rate, context),
  );
  const lines = items.map((item, index) => ({
    item,
    category: treatments[index].category,
    rate: discounted[index].rate,
    amount: discounted[index].amount,
  }));
  const groups = new Map<string, GroupDraft>();
  lines.forEach((line, index) => {
    const key = `${line.category}|${line.rate.toString()}`;
    const group = groups.get(key) ?? {
      category: line.category,
      rate: line.rate,
      lineTotal: 0,
      discount: 0,
      textIds: [],
      vatexes: new Set(),
    };
    group.lineTotal += line.amount;
    group.discount += discounted[index].discountShare;
    const { textId, vatex } = treatments[index];
    if (textId !== null && !group.textIds.includes(textId)) group.textIds.push(textId);
    group.vatexes.add(vatex);
    groups.set(key, group);
  });
  return {
    lines,
    groups: [...groups.values()]
      .sort(
        (a, b) =>
          b.rate.comparedTo(a.rate) ||
          categoryCode(a.category).localeCompare(categoryCode(b.category)),
      )
      .map(({ vatexes, ...group }) => {
        const taxable = group.lineTotal - group.discount;
        const [only] = [...vatexes];
        return {
          ...group,
          taxable,
          vat: vatOf(taxable, group.rate),
          vatex: vatexes.size === 1 ? only : null,
        };
      }),
  };
};

/** The group's legal texts in the invoice language, joined as one exemption reason (BT-120). */
export const groupReason = (group: UblVatGroup, language: Language): string =>
  group.textIds.map((id) => legalText(id, language)).join('; ');
