import type { Decimal } from 'decimal.js';
import { Dec, roundToInteger } from './decimal.js';
import { allocateDiscount, computeDiscountAmount } from './discount.js';
import { parseMoneyToCents } from './money.js';
import { decimalToCanonical, parseDecimalInput } from './number-input.js';
import { parseQuantity } from './quantity.js';
import type { DiscountType, LineItem, Totals, VatBreakdownLine } from './types.js';

export type TotalsInput = {
  items: readonly Pick<LineItem, 'quantity' | 'price' | 'vatRate'>[];
  discount: { type: DiscountType; value: string };
};

/** A negative VAT rate makes no legal sense; it is read as 0 so VAT never turns into a credit. */
export const parseVatRate = (text: string): Decimal => Dec.max(parseDecimalInput(text), 0);

/** "21", "9", "5,5", "0": the key a rate is grouped and shown by. */
export const canonicalVatRate = (text: string): string => decimalToCanonical(parseVatRate(text));

/** quantity x price, rounded half away from zero to cents; stored (canonical) values expected. */
export const computeLineAmount = (item: Pick<LineItem, 'quantity' | 'price'>): number =>
  roundToInteger(parseQuantity(item.quantity).times(parseMoneyToCents(item.price)));

type PricedLine = { index: number; amount: number; rate: Decimal };

/**
 * The discount is shared over the lines in a canonical order (amount, then rate, both
 * descending), so the remainder tie-break never depends on the order the user typed the lines
 * in: the same lines always give the same bases and VAT.
 */
const byAmountThenRate = (a: PricedLine, b: PricedLine): number =>
  b.amount - a.amount || b.rate.comparedTo(a.rate);

/** One line after the invoice discount: what its VAT group is taxed on. */
export type DiscountedLine = {
  /** cents: quantity x price. */
  amount: number;
  /** cents of the invoice discount this line carries. */
  discountShare: number;
  rate: Decimal;
};

/**
 * Every line's amount and its share of the invoice discount, in the order of `input.items`.
 * The totals and the e-invoice's VAT groups are both sums of these, so they agree to the cent.
 */
export const discountedLines = (input: TotalsInput): DiscountedLine[] => {
  const lines: PricedLine[] = input.items
    .map((item, index) => ({
      index,
      amount: computeLineAmount(item),
      rate: parseVatRate(item.vatRate),
    }))
    .sort(byAmountThenRate);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const shares = allocateDiscount(
    lines.map((line) => line.amount),
    computeDiscountAmount(subtotal, input.discount),
  );
  const result: DiscountedLine[] = new Array(lines.length);
  lines.forEach((line, position) => {
    result[line.index] = { amount: line.amount, discountShare: shares[position], rate: line.rate };
  });
  return result;
};

/** VAT of a base at a rate, rounded half away from zero to cents. */
export const vatOf = (base: number, rate: Decimal): number =>
  roundToInteger(rate.times(base).dividedBy(100));

/**
 * Invoice totals in integer cents. VAT is rounded once per rate on the sum of the discounted
 * line amounts at that rate (EN 16931 VAT breakdown), never per line, so the breakdown a
 * customer can recompute from the document always matches.
 */
export const computeTotals = (input: TotalsInput): Totals => {
  const lines = discountedLines(input);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discountAmount = lines.reduce((sum, line) => sum + line.discountShare, 0);
  const bases = new Map<string, { rate: Decimal; base: number }>();
  for (const line of lines) {
    const key = decimalToCanonical(line.rate);
    const entry = bases.get(key) ?? { rate: line.rate, base: 0 };
    bases.set(key, { rate: entry.rate, base: entry.base + line.amount - line.discountShare });
  }
  const vatBreakdown: VatBreakdownLine[] = [...bases.entries()]
    .sort(([, a], [, b]) => b.rate.comparedTo(a.rate))
    .map(([rate, { rate: percent, base }]) => ({ rate, base, vat: vatOf(base, percent) }));
  const vat = vatBreakdown.reduce((sum, line) => sum + line.vat, 0);
  return { subtotal, discountAmount, vat, total: subtotal - discountAmount + vat, vatBreakdown };
};
