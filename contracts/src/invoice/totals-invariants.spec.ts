import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { centsToCanonical } from './money.js';
import { computeTotals } from './totals.js';
import type { DiscountType } from './types.js';

/** Invariants of the money rules (docs/domain-rules.md), 1,000 generated invoices each. */
const RATES = ['21', '9', '0', '5,5', '19', '7', '20', '10', '6', '12'];

const canonicalQuantity = (hundredths: number): string =>
  centsToCanonical(hundredths).replace(/,?0+$/, '') || '0';

const itemArb = (min: number) =>
  fc.record({
    quantity: fc.integer({ min: min * 100, max: 100_000 }).map(canonicalQuantity),
    price: fc.integer({ min: min * 1_000_000, max: 1_000_000 }).map(centsToCanonical),
    vatRate: fc.constantFrom(...RATES),
  });

const discountArb = fc.oneof(
  fc.constant({ type: 'none' as DiscountType, value: '0' }),
  fc.integer({ min: 0, max: 10_000 }).map((hundredths) => ({
    type: 'percentage' as DiscountType,
    value: canonicalQuantity(hundredths),
  })),
  fc
    .integer({ min: 0, max: 200_000_000 })
    .map((cents) => ({ type: 'fixed' as DiscountType, value: centsToCanonical(cents) })),
);

const inputArb = (min: number) =>
  fc.record({ items: fc.array(itemArb(min), { maxLength: 20 }), discount: discountArb });

describe('computeTotals invariants', () => {
  it('total = subtotal - discount + VAT, and VAT is the sum of the breakdown', () => {
    fc.assert(
      fc.property(inputArb(-1), (input) => {
        const totals = computeTotals(input);
        expect(totals.total).toBe(totals.subtotal - totals.discountAmount + totals.vat);
        expect(totals.vat).toBe(totals.vatBreakdown.reduce((sum, line) => sum + line.vat, 0));
      }),
      { numRuns: 1000 },
    );
  });

  it('the discounted bases add up to subtotal - discount (shares sum to the discount)', () => {
    fc.assert(
      fc.property(inputArb(-1), (input) => {
        const totals = computeTotals(input);
        const bases = totals.vatBreakdown.reduce((sum, line) => sum + line.base, 0);
        expect(bases).toBe(totals.subtotal - totals.discountAmount);
      }),
      { numRuns: 1000 },
    );
  });

  it('a 100 % discount gives a total of 0', () => {
    fc.assert(
      fc.property(fc.array(itemArb(0), { maxLength: 20 }), (items) => {
        const totals = computeTotals({ items, discount: { type: 'percentage', value: '100' } });
        expect(totals.total).toBe(0);
        expect(totals.discountAmount).toBe(totals.subtotal);
      }),
      { numRuns: 1000 },
    );
  });

  it('the order of the lines does not change the totals', () => {
    fc.assert(
      fc.property(
        inputArb(-1).chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.items, {
              minLength: input.items.length,
              maxLength: input.items.length,
            }),
          ),
        ),
        ([input, shuffled]) => {
          expect(computeTotals({ ...input, items: shuffled })).toEqual(computeTotals(input));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('VAT is never negative for non-negative lines', () => {
    fc.assert(
      fc.property(inputArb(0), (input) => {
        const totals = computeTotals(input);
        expect(totals.vat).toBeGreaterThanOrEqual(0);
        totals.vatBreakdown.forEach((line) => {
          expect(line.base).toBeGreaterThanOrEqual(0);
          expect(line.vat).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('gives only whole cents', () => {
    fc.assert(
      fc.property(inputArb(-1), (input) => {
        const { vatBreakdown, ...amounts } = computeTotals(input);
        const all = [
          ...Object.values(amounts),
          ...vatBreakdown.flatMap((line) => [line.base, line.vat]),
        ];
        expect(all.every(Number.isSafeInteger)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
