import { describe, expect, it } from '@jest/globals';
import { inReturnPeriod, vatReturnRange, type VatReturnPeriod } from './period.js';

describe('the return period', () => {
  it.each<[VatReturnPeriod, string, string]>([
    [{ kind: 'quarter', year: 2026, quarter: 1 }, '2026-01-01', '2026-03-31'],
    [{ kind: 'quarter', year: 2026, quarter: 2 }, '2026-04-01', '2026-06-30'],
    [{ kind: 'quarter', year: 2026, quarter: 4 }, '2026-10-01', '2026-12-31'],
    [{ kind: 'month', year: 2028, month: 2 }, '2028-02-01', '2028-02-29'],
    [{ kind: 'month', year: 2026, month: 2 }, '2026-02-01', '2026-02-28'],
  ])('%j runs from %s to %s', (period, start, end) => {
    expect(vatReturnRange(period)).toEqual({ start, end });
  });

  it.each<VatReturnPeriod>([
    { kind: 'month', year: 2026, month: 13 },
    { kind: 'month', year: 2026, month: 0 },
    { kind: 'month', year: 2026, month: 1.5 },
    { kind: 'quarter', year: 2026, quarter: 5 as 4 },
  ])('refuses %j', (period) => {
    expect(() => vatReturnRange(period)).toThrow(RangeError);
  });

  it('counts a document by its date, both ends included', () => {
    const range = { start: '2026-01-01', end: '2026-03-31' };
    expect(inReturnPeriod('2026-01-01', range)).toBe(true);
    expect(inReturnPeriod('2026-03-31', range)).toBe(true);
    expect(inReturnPeriod('2026-04-01', range)).toBe(false);
    expect(inReturnPeriod('', range)).toBe(false);
  });
});
