import { describe, expect, it } from '@jest/globals';
import { vatReturnRange, type VatReturnPeriod } from './period.js';
import { lastCompleteQuarter, parseVatReturnPeriod, vatReturnPeriodKey } from './period-key.js';

describe('the period key', () => {
  it.each<[string, VatReturnPeriod]>([
    ['2026-Q1', { kind: 'quarter', year: 2026, quarter: 1 }],
    ['2026-Q4', { kind: 'quarter', year: 2026, quarter: 4 }],
    ['2026-07', { kind: 'month', year: 2026, month: 7 }],
    ['2026-12', { kind: 'month', year: 2026, month: 12 }],
  ])('reads %s and writes it back the same', (key, period) => {
    expect(parseVatReturnPeriod(key)).toEqual(period);
    expect(vatReturnPeriodKey(period)).toBe(key);
    expect(() => vatReturnRange(period)).not.toThrow();
  });

  it.each([
    '',
    '2026',
    '2026-Q0',
    '2026-Q5',
    '2026-q3',
    '2026-00',
    '2026-13',
    '2026-7',
    '26-Q1',
    ' 2026-Q1',
    '2026-Q1x',
  ])('refuses %j', (key) => {
    expect(parseVatReturnPeriod(key)).toBeNull();
  });

  it.each([
    ['2026-11-27', '2026-Q3'],
    ['2026-10-01', '2026-Q3'],
    ['2026-09-30', '2026-Q2'],
    ['2026-03-31', '2025-Q4'],
    ['2026-01-01', '2025-Q4'],
  ])('on %s the last complete quarter is %s', (today, key) => {
    expect(vatReturnPeriodKey(lastCompleteQuarter(today))).toBe(key);
  });
});
