import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  allocateDiscount,
  computeDiscountAmount,
  discountCapOf,
  normaliseDiscount,
} from './discount.js';

describe('normaliseDiscount', () => {
  it.each([
    {
      scenario: 'none forces the value to 0',
      input: { type: 'none', value: '10' },
      output: { type: 'none', value: '0' },
    },
    {
      scenario: 'percentage keeps its value',
      input: { type: 'percentage', value: '10' },
      output: { type: 'percentage', value: '10' },
    },
    {
      scenario: 'fixed keeps its value',
      input: { type: 'fixed', value: '50,00' },
      output: { type: 'fixed', value: '50,00' },
    },
    {
      scenario: 'unknown type becomes none',
      input: { type: 'coupon', value: '5' },
      output: { type: 'none', value: '0' },
    },
  ])('$scenario', ({ input, output }) => {
    expect(normaliseDiscount(input)).toEqual(output);
  });
});

describe('computeDiscountAmount', () => {
  it.each([
    { scenario: 'none is zero', subtotal: 10000, type: 'none', value: '10', amount: 0 },
    {
      scenario: '10 percent of the subtotal',
      subtotal: 72642,
      type: 'percentage',
      value: '10',
      amount: 7264,
    },
    {
      scenario: 'a percentage rounds half away from zero',
      subtotal: 5,
      type: 'percentage',
      value: '10',
      amount: 1,
    },
    {
      scenario: 'a decimal percentage',
      subtotal: 10000,
      type: 'percentage',
      value: '12,5',
      amount: 1250,
    },
    {
      scenario: 'a percentage above 100 is capped',
      subtotal: 10000,
      type: 'percentage',
      value: '150',
      amount: 10000,
    },
    {
      scenario: 'a negative percentage is no discount',
      subtotal: 10000,
      type: 'percentage',
      value: '-10',
      amount: 0,
    },
    {
      scenario: 'a percentage of a credit note mirrors the invoice',
      subtotal: -10000,
      type: 'percentage',
      value: '10',
      amount: -1000,
    },
    { scenario: 'a fixed amount', subtotal: 10000, type: 'fixed', value: '50,00', amount: 5000 },
    {
      scenario: 'a fixed amount never exceeds the subtotal',
      subtotal: 10000,
      type: 'fixed',
      value: '150',
      amount: 10000,
    },
    {
      scenario: 'a negative fixed amount is no discount',
      subtotal: 10000,
      type: 'fixed',
      value: '-5',
      amount: 0,
    },
    {
      scenario: 'a fixed amount on a credit note is no discount',
      subtotal: -10000,
      type: 'fixed',
      value: '5',
      amount: 0,
    },
    {
      scenario: 'non-numeric value is no discount',
      subtotal: 10000,
      type: 'fixed',
      value: 'veel',
      amount: 0,
    },
  ])('$scenario', ({ subtotal, type, value, amount }) => {
    expect(computeDiscountAmount(subtotal, { type, value })).toBe(amount);
  });
});

describe('allocateDiscount', () => {
  it.each([
    {
      scenario: 'shares proportional to the amounts',
      amounts: [63750, 3897, 4995],
      discount: 7264,
      shares: [6375, 390, 499],
    },
    {
      scenario: 'a left-over cent goes to the largest remainder',
      amounts: [100, 200],
      discount: 100,
      shares: [33, 67],
    },
    {
      scenario: 'ties go to the earlier line',
      amounts: [100, 100, 100],
      discount: 100,
      shares: [34, 33, 33],
    },
    { scenario: 'no discount shares nothing', amounts: [100, 200], discount: 0, shares: [0, 0] },
    { scenario: 'no lines share nothing', amounts: [], discount: 0, shares: [] },
    {
      scenario: 'a full discount takes each line whole',
      amounts: [123, 456],
      discount: 579,
      shares: [123, 456],
    },
    {
      scenario: 'a credit note shares a negative discount',
      amounts: [-100, -200],
      discount: -100,
      shares: [-33, -67],
    },
    {
      scenario: 'a credit line inside an invoice',
      amounts: [300, -100],
      discount: 100,
      shares: [150, -50],
    },
    {
      scenario: 'amounts beyond 2^53 when multiplied stay exact',
      amounts: [900719925474099, 1],
      discount: 900719925474099,
      shares: [900719925474098, 1],
    },
  ])('$scenario', ({ amounts, discount, shares }) => {
    expect(allocateDiscount(amounts, discount)).toEqual(shares);
  });

  it.each([
    { scenario: 'amounts that add up to zero', amounts: [100, -100], discount: 10 },
    { scenario: 'a discount larger than the total', amounts: [100, 200], discount: 301 },
    { scenario: 'a negative discount on a positive total', amounts: [100], discount: -1 },
    { scenario: 'a positive discount on a credit note', amounts: [-100], discount: 1 },
    { scenario: 'a discount beyond a credit note', amounts: [-100], discount: -101 },
  ])('refuses $scenario', ({ amounts, discount }) => {
    expect(() => allocateDiscount(amounts, discount)).toThrow(RangeError);
  });

  /** Line amounts with a discount between 0 and their total, as computeTotals produces. */
  const linesWithDiscount = (min: number) =>
    fc.array(fc.integer({ min, max: 1e11 }), { minLength: 1, maxLength: 30 }).chain((amounts) => {
      const total = amounts.reduce((sum, amount) => sum + amount, 0);
      return fc.tuple(
        fc.constant(amounts),
        fc.integer({ min: Math.min(0, total), max: Math.max(0, total) }),
      );
    });

  it('shares always add up to the discount, credit lines included', () => {
    fc.assert(
      fc.property(linesWithDiscount(-1e11), ([amounts, discount]) => {
        const shares = allocateDiscount(amounts, discount);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives each line of a positive invoice its exact share within a cent, never more than the line', () => {
    fc.assert(
      fc.property(linesWithDiscount(0), ([amounts, discount]) => {
        const total = amounts.reduce((sum, amount) => sum + amount, 0);
        allocateDiscount(amounts, discount).forEach((share, index) => {
          const amount = amounts[index] ?? 0;
          const exact = total === 0 ? 0 : (discount * amount) / total;
          expect(Math.abs(share - exact)).toBeLessThan(1.001);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amount);
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('discountCapOf', () => {
  it.each<{ scenario: string; subtotal: number; type: string; value: string; cap: unknown }>([
    {
      scenario: '100 % applies as typed',
      subtotal: 5000,
      type: 'percentage',
      value: '100',
      cap: null,
    },
    {
      scenario: '150 % is capped at 100 %',
      subtotal: 5000,
      type: 'percentage',
      value: '150',
      cap: { reason: 'percentageAbove100' },
    },
    {
      scenario: '100,5 % is capped',
      subtotal: 5000,
      type: 'percentage',
      value: '100,5',
      cap: { reason: 'percentageAbove100' },
    },
    {
      scenario: 'a fixed amount equal to the subtotal applies',
      subtotal: 5000,
      type: 'fixed',
      value: '50,00',
      cap: null,
    },
    {
      scenario: 'a fixed amount above the subtotal applies the subtotal',
      subtotal: 5000,
      type: 'fixed',
      value: '80,00',
      cap: { reason: 'aboveSubtotal', applied: 5000 },
    },
    {
      scenario: 'no subtotal yet: nothing to say',
      subtotal: 0,
      type: 'fixed',
      value: '80,00',
      cap: null,
    },
    { scenario: 'no discount', subtotal: 5000, type: 'none', value: '150', cap: null },
  ])('$scenario', ({ subtotal, type, value, cap }) => {
    expect(discountCapOf(subtotal, { type, value })).toEqual(cap);
  });
});
