import { describe, expect, it } from '@jest/globals';
import { adminDailyRange, adminDailySeries } from './daily-figures.js';

describe('adminDailyRange', () => {
  it('ends with today and counts today as one of the days', () => {
    expect(adminDailyRange('2026-11-26', 30)).toEqual({ start: '2026-10-28', end: '2026-11-26' });
  });

  it('crosses a year and a leap day', () => {
    expect(adminDailyRange('2028-03-01', 7)).toEqual({ start: '2028-02-24', end: '2028-03-01' });
    expect(adminDailyRange('2027-01-03', 7)).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

describe('adminDailySeries', () => {
  it('gives every day of the range, oldest first, 0 where nothing happened', () => {
    const range = adminDailyRange('2026-11-26', 7);
    const days = adminDailySeries(
      range,
      [
        { date: '2026-11-20', count: 2 },
        { date: '2026-11-26', count: 1 },
      ],
      [{ date: '2026-11-22', count: 14 }],
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: '2026-11-20', signUps: 2, invoices: 0 });
    expect(days[2]).toEqual({ date: '2026-11-22', signUps: 0, invoices: 14 });
    expect(days[6]).toEqual({ date: '2026-11-26', signUps: 1, invoices: 0 });
  });
});
