import type { Decimal } from 'decimal.js';
import { Dec, roundToInteger } from './decimal.js';
import { allocateDiscount, computeDiscountAmount } from './discount.js';
import { parseMoneyToCents } from './money.js';
import { decimalToCanonical, parseDecimalInput } from './number-input.js';
import { parseQuantity } from './quantity.js';
import { readMemo } from './read-memo.js';
import type { DiscountType, Language, LineItem, Totals, VatBreakdownLine } from './types.js';

export type TotalsInput = {
  items: readonly Pick<LineItem, 'quantity' | 'price' | 'vatRate'>[];
  discount: { type: DiscountType; value: string };
};

/** A handful of rates ("21", "9", "0") recur on every line: each text is read once. */
const readRate = readMemo(
  (text: string, locale: Language): Decimal => Dec.max(parseDecimalInput(text, locale), 0),
  64,
);

/** A negative VAT rate makes no legal sense; it is read as 0 so VAT never turns into a credit. */
export const parseVatRate = (text: string): Decimal => readRate(text, 'nl');

/** "21", "9", "5,5", "0": the key a rate is grouped and shown by. */
export const canonicalVatRate = (text: string): string => decimalToCanonical(parseVatRate(text));

/** `computeLineAmount` with the price already read (cents). */
const amountAt = (quantity: string, price: number): number =>
  roundToInteger(parseQuantity(quantity).times(price));

/** quantity x price, rounded half away from zero to cents; stored (canonical) values expected. */
export const computeLineAmount = (item: Pick<LineItem, 'quantity' | 'price'>): number =>
  amountAt(item.quantity, parseMoneyToCents(item.price));

type PricedLine = { index: number; price: number; amount: number; rate: Decimal };

/**
 * The discount is shared over the lines in a canonical order (amount, then rate, both
 * descending), so the remainder tie-break never depends on the order the user typed the lines
 * in: the same lines always give the same bases and VAT.
 */
const byAmountThenRate = (a: PricedLine, b: PricedLine): number =>
  b.amount - a.amount || b.rate.comparedTo(a.rate);

/** One line after the invoice discount: what its VAT group is taxed on. */
export type DiscountedLine = {
  /** cents: the unit price as stored, read as `parseMoneyToCents` reads it. */
  price: number;
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
    .map((item, index) => {
      const price = parseMoneyToCents(item.price);
      return {
        index,
        price,
        amount: amountAt(item.quantity, price),
        rate: parseVatRate(item.vatRate),
      };
    })
    .sort(byAmountThenRate);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const shares = allocateDiscount(
    lines.map((line) => line.amount),
    computeDiscountAmount(subtotal, input.discount),
  );
  const result: DiscountedLine[] = new Array(lines.length);
  lines.forEach((line, position) => {
    result[line.index] = {
      price: line.price,
      amount: line.amount,
      discountShare: shares[position],
      rate: line.rate,
    };
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
export const computeTotals = (input: TotalsInput): Totals => totalsOf(discountedLines(input));

/**
 * `computeTotals` from lines `discountedLines` already gave, for a caller that also needs the
 * lines (a document prints both): the decimal work is done once per invoice.
 */
export const totalsOf = (lines: readonly DiscountedLine[]): Totals => {
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
