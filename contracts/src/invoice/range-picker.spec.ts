import { describe, expect, it } from '@jest/globals';
import { isRangeComplete, pickRangeDate, weekStartsOn, weekdayOrder } from './range-picker.js';

describe('week start', () => {
  it.each([
    {
      scenario: 'Dutch weeks start on Monday',
      locale: 'nl' as const,
      start: 1,
      order: [1, 2, 3, 4, 5, 6, 0],
    },
    {
      scenario: 'English weeks start on Sunday',
      locale: 'en' as const,
      start: 0,
      order: [0, 1, 2, 3, 4, 5, 6],
    },
  ])('$scenario', ({ locale, start, order }) => {
    expect(weekStartsOn(locale)).toBe(start);
    expect(weekdayOrder(locale)).toEqual(order);
  });
});

describe('pickRangeDate', () => {
  it.each([
    {
      scenario: 'the first click picks the start',
      selection: { start: null, end: null },
      clicked: '2026-03-10',
      result: { start: '2026-03-10', end: null },
    },
    {
      scenario: 'the second click picks the end',
      selection: { start: '2026-03-10', end: null },
      clicked: '2026-03-20',
      result: { start: '2026-03-10', end: '2026-03-20' },
    },
    {
      scenario: 'the same day twice is a one-day range',
      selection: { start: '2026-03-10', end: null },
      clicked: '2026-03-10',
      result: { start: '2026-03-10', end: '2026-03-10' },
    },
    {
      scenario: 'an end before the start swaps them',
      selection: { start: '2026-03-10', end: null },
      clicked: '2026-03-01',
      result: { start: '2026-03-01', end: '2026-03-10' },
    },
    {
      scenario: 'a click on a complete range starts again',
      selection: { start: '2026-03-01', end: '2026-03-10' },
      clicked: '2026-04-01',
      result: { start: '2026-04-01', end: null },
    },
  ])('$scenario', ({ selection, clicked, result }) => {
    expect(pickRangeDate(selection, clicked)).toEqual(result);
  });
});

describe('isRangeComplete', () => {
  it.each([
    { scenario: 'nothing picked', selection: { start: null, end: null }, complete: false },
    { scenario: 'only a start', selection: { start: '2026-03-01', end: null }, complete: false },
    {
      scenario: 'both ends',
      selection: { start: '2026-03-01', end: '2026-03-02' },
      complete: true,
    },
  ])('$scenario', ({ selection, complete }) => {
    expect(isRangeComplete(selection)).toBe(complete);
  });
});
