import { describe, expect, it } from '@jest/globals';
import {
  calendarMonthTitle,
  calendarWeeks,
  dayOfMonth,
  isRangeComplete,
  pickRangeDate,
  shiftMonth,
  weekStartsOn,
  weekdayNames,
  weekdayOrder,
} from './range-picker.js';

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

describe('calendar months', () => {
  it.each([
    { scenario: 'the same month', date: '2026-03-17', by: 0, expected: '2026-03-01' },
    { scenario: 'the next month', date: '2026-03-17', by: 1, expected: '2026-04-01' },
    { scenario: 'over the year end', date: '2026-12-31', by: 1, expected: '2027-01-01' },
    { scenario: 'back over the year start', date: '2026-01-01', by: -1, expected: '2025-12-01' },
    { scenario: 'thirteen months back', date: '2026-02-28', by: -13, expected: '2025-01-01' },
  ])('shiftMonth: $scenario', ({ date, by, expected }) => {
    expect(shiftMonth(date, by)).toBe(expected);
  });

  it('reads the day number of a date', () => {
    expect(dayOfMonth('2026-03-07')).toBe(7);
  });

  it.each([
    {
      scenario: 'March 2026 in Dutch starts on a Sunday, after six blanks',
      date: '2026-03-20',
      locale: 'nl' as const,
      weeks: 6,
      firstWeek: [null, null, null, null, null, null, '2026-03-01'],
      lastWeek: ['2026-03-30', '2026-03-31'],
    },
    {
      scenario: 'March 2026 in English starts on the first cell',
      date: '2026-03-01',
      locale: 'en' as const,
      weeks: 5,
      firstWeek: [
        '2026-03-01',
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
      ],
      lastWeek: ['2026-03-29', '2026-03-30', '2026-03-31'],
    },
    {
      scenario: 'a leap February has 29 days',
      date: '2028-02-10',
      locale: 'nl' as const,
      weeks: 5,
      firstWeek: [
        null,
        '2028-02-01',
        '2028-02-02',
        '2028-02-03',
        '2028-02-04',
        '2028-02-05',
        '2028-02-06',
      ],
      lastWeek: ['2028-02-28', '2028-02-29'],
    },
  ])('calendarWeeks: $scenario', ({ date, locale, weeks, firstWeek, lastWeek }) => {
    const grid = calendarWeeks(date, locale);
    expect(grid).toHaveLength(weeks);
    expect(grid[0]).toEqual(firstWeek);
    expect(grid.at(-1)).toEqual(lastWeek);
  });

  it.each([
    {
      locale: 'nl' as const,
      names: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      title: 'maart 2026',
    },
    {
      locale: 'en' as const,
      names: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      title: 'March 2026',
    },
  ])('names the weekdays and the month in $locale', ({ locale, names, title }) => {
    expect(weekdayNames(locale)).toEqual(names);
    expect(calendarMonthTitle('2026-03-15', locale)).toBe(title);
  });
});
