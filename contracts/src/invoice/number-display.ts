import { formatAmount, canonicalisePrice, parseMoneyToCents } from './money.js';
import { canonicaliseQuantity } from './quantity.js';
import type { Discount, DiscountType, Language } from './types.js';

/**
 * Canonical decimal text ("7,5", a VAT rate "5,5", a percentage) as the interface language
 * writes it: "7.5" in English. No grouping is added, as the stored form has none and an input
 * shows what will be stored.
 */
export const formatDecimalText = (canonical: string, language: Language): string =>
  language === 'en' ? canonical.replace(',', '.') : canonical;

/** A stored price ("1234,56") as a price input shows it: "1.234,56" (nl), "1,234.56" (en). */
export const formatPriceText = (canonical: string, language: Language): string =>
  formatAmount(parseMoneyToCents(canonical), language);

/** A discount's value as its input shows it: a fixed amount like a price, a percentage as is. */
export const formatDiscountValue = (discount: Discount, language: Language): string =>
  discount.type === 'fixed'
    ? formatPriceText(discount.value, language)
    : formatDecimalText(discount.value, language);

/**
 * A typed discount value in stored form: a fixed discount is money and read like a price, a
 * percentage is read like a quantity (so "7,5" % keeps its decimal).
 */
export const canonicaliseDiscountValue = (
  type: DiscountType,
  typed: string,
  language: Language,
): string =>
  type === 'fixed' ? canonicalisePrice(typed, language) : canonicaliseQuantity(typed, language);

/** The greyed example values of the number inputs, in the interface language. */
export type NumberPlaceholders = {
  quantity: string;
  price: string;
  percentage: string;
  fixed: string;
};

/**
 * The starter line's own values (1 x 0,00) as quantity and price examples, so a placeholder left
 * empty shows what is stored; the discount examples are 10 % and 50,00.
 */
export const numberPlaceholders = (language: Language): NumberPlaceholders => ({
  quantity: formatDecimalText('1', language),
  price: formatPriceText('0,00', language),
  percentage: formatDecimalText('10', language),
  fixed: formatPriceText('50,00', language),
});
