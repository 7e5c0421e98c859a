import type { Decimal } from 'decimal.js';
import {
  discountedLines,
  parseVatRate,
  vatOf,
  type Invoice,
  type LineItem,
  type VatCategory,
} from '@app/contracts/invoice';
import type { DocumentLabelKey } from '../labels.js';

/** UNCL 5305 codes of the VAT categories EN 16931 knows and the product can print. */
export type UblVatCode = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G';

type CategoryRule = {
  code: UblVatCode;
  /** VATEX code (CEF list) where one exists for the whole category. */
  exemptionCode: string | null;
  /** The legal text printed with the category; null for taxed and zero-rated supplies. */
  reasonLabel: DocumentLabelKey | null;
};

const CATEGORY_RULES: Record<VatCategory, CategoryRule> = {
  standard: { code: 'S', exemptionCode: null, reasonLabel: null },
  zero_rated: { code: 'Z', exemptionCode: null, reasonLabel: null },
  exempt: { code: 'E', exemptionCode: null, reasonLabel: 'vatExemptReason' },
  reverse_charge: {
    code: 'AE',
    exemptionCode: 'VATEX-EU-AE',
    reasonLabel: 'vatReverseChargeReason',
  },
  intra_eu: { code: 'K', exemptionCode: 'VATEX-EU-IC', reasonLabel: 'vatIntraEuReason' },
  export: { code: 'G', exemptionCode: 'VATEX-EU-G', reasonLabel: 'vatExportReason' },
};

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

export const categoryRule = (category: VatCategory): CategoryRule => CATEGORY_RULES[category];

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
};

/**
 * The lines and VAT groups of the e-invoice, from the same discount shares as the totals, so
 * every group's taxable amount and VAT add up to the PDF's breakdown to the cent.
 */
export const ublVatGroups = (
  invoice: Pick<Invoice, 'items' | 'discount'>,
  items: LineItem[],
): { lines: UblLine[]; groups: UblVatGroup[] } => {
  const discounted = discountedLines({ items, discount: invoice.discount });
  const lines = items.map((item, index) => ({
    item,
    category: lineVatCategory(item),
    rate: discounted[index].rate,
    amount: discounted[index].amount,
  }));
  const groups = new Map<string, Omit<UblVatGroup, 'taxable' | 'vat'>>();
  lines.forEach((line, index) => {
    const key = `${line.category}|${line.rate.toString()}`;
    const group = groups.get(key) ?? {
      category: line.category,
      rate: line.rate,
      lineTotal: 0,
      discount: 0,
    };
    group.lineTotal += line.amount;
    group.discount += discounted[index].discountShare;
    groups.set(key, group);
  });
  return {
    lines,
    groups: [...groups.values()]
      .sort(
        (a, b) =>
          b.rate.comparedTo(a.rate) ||
          categoryRule(a.category).code.localeCompare(categoryRule(b.category).code),
      )
      .map((group) => {
        const taxable = group.lineTotal - group.discount;
        return { ...group, taxable, vat: vatOf(taxable, group.rate) };
      }),
  };
};
