import { Dec, roundToInteger } from './decimal.js';
import { parseMoneyToCents } from './money.js';
import { parseDecimalInput } from './number-input.js';
import type { Discount, DiscountType } from './types.js';

export const DISCOUNT_TYPES: readonly DiscountType[] = ['none', 'percentage', 'fixed'];

const isDiscountType = (value: string): value is DiscountType =>
  (DISCOUNT_TYPES as readonly string[]).includes(value);

/**
 * The value of a 'none' discount is stored as '0' so a stale percentage cannot come back when
 * the type is switched; an unknown type (old or foreign data) is treated as none.
 */
export const normaliseDiscount = (discount: { type: string; value: string }): Discount =>
  isDiscountType(discount.type) && discount.type !== 'none'
    ? { type: discount.type, value: discount.value }
    : { type: 'none', value: '0' };

/**
 * The discount in cents for a subtotal. A percentage is clamped to 0..100 and taken of the
 * subtotal whatever its sign, so a credit note gets the same relative discount as the invoice
 * it mirrors. A fixed amount is clamped to 0..subtotal, hence 0 when the subtotal is not positive
 * (its sign would be ambiguous).
 */
export const computeDiscountAmount = (
  subtotal: number,
  discount: { type: string; value: string },
): number => {
  const { type, value } = normaliseDiscount(discount);
  if (type === 'percentage') {
    const percent = Dec.min(Dec.max(parseDecimalInput(value), 0), 100);
    return roundToInteger(new Dec(subtotal).times(percent).dividedBy(100));
  }
  if (type === 'fixed') {
    return Math.min(Math.max(parseMoneyToCents(value), 0), Math.max(subtotal, 0));
  }
  return 0;
};

/**
 * Why the discount applied is less than the one typed, so the editor says so instead of capping
 * silently (issue 20): a percentage above 100, or a fixed amount above a positive subtotal (the
 * amount then applied is the subtotal). Null when the discount applies as typed.
 */
export type DiscountCap =
  { reason: 'percentageAbove100' } | { reason: 'aboveSubtotal'; applied: number };

export const discountCapOf = (
  subtotal: number,
  discount: { type: string; value: string },
): DiscountCap | null => {
  const { type, value } = normaliseDiscount(discount);
  if (type === 'percentage' && parseDecimalInput(value).greaterThan(100)) {
    return { reason: 'percentageAbove100' };
  }
  if (type === 'fixed' && subtotal > 0 && parseMoneyToCents(value) > subtotal) {
    return { reason: 'aboveSubtotal', applied: subtotal };
  }
  return null;
};

const floorDivide = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
};

/**
 * Shares a discount over line amounts in proportion to each amount, by the largest remainder
 * method: every line first gets the floor of its exact share, then the cents left over go one
 * each to the lines with the largest remainders (ties: the earlier line). The shares always add
 * up exactly to the discount. BigInt keeps discount x amount exact beyond 2^53.
 *
 * The discount must lie between 0 and the amounts' total (as computeDiscountAmount makes it);
 * then no share is larger than its line. Anything else is a programming error: RangeError.
 */
export const allocateDiscount = (amounts: readonly number[], discount: number): number[] => {
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  const wanted = BigInt(discount);
  if (wanted === 0n) {
    return amounts.map(() => 0);
  }
  if (total < 0n ? wanted < total || wanted > 0n : wanted > total || wanted < 0n) {
    throw new RangeError(`A discount of ${discount} cannot be shared over a total of ${total}`);
  }
  const sign = total < 0n ? -1n : 1n;
  const denominator = total * sign;
  const shares = amounts.map((amount, index) => {
    const numerator = wanted * BigInt(amount) * sign;
    const floor = floorDivide(numerator, denominator);
    return { index, floor, remainder: numerator - floor * denominator };
  });
  const leftOver = Number(shares.reduce((left, share) => left - share.floor, wanted));
  const luckyLines = new Set(
    [...shares]
      .sort((a, b) =>
        a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
      )
      .slice(0, leftOver)
      .map((share) => share.index),
  );
  return shares.map((share) => Number(share.floor) + (luckyLines.has(share.index) ? 1 : 0));
};
