import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  daysBetween,
  formatDisplayDate,
  formatPeriodTabDate,
  formatPickerDate,
  isPastDate,
  isValidStoredDate,
  nextDayStart,
  parseDisplayDate,
  storedDateOf,
} from './dates.js';
import type { Language } from './types.js';

const ERROR = { ok: false, errorKey: 'common.errorOccurred' };

describe('formatDisplayDate', () => {
  it.each<{ scenario: string; date: string; locale: Language; result: unknown }>([
    {
      scenario: 'Dutch day-month-year',
      date: '2026-03-05',
      locale: 'nl',
      result: { ok: true, text: '05-03-2026' },
    },
    {
      scenario: 'English month/day/year',
      date: '2026-03-05',
      locale: 'en',
      result: { ok: true, text: '03/05/2026' },
    },
    {
      scenario: 'a timestamp keeps its own calendar day',
      date: '2026-03-05T23:30:00+01:00',
      locale: 'nl',
      result: { ok: true, text: '05-03-2026' },
    },
    { scenario: 'an empty date is the generic error', date: '', locale: 'nl', result: ERROR },
    {
      scenario: 'an impossible date is the generic error',
      date: '2026-02-30',
      locale: 'en',
      result: ERROR,
    },
    { scenario: 'text is the generic error', date: 'gisteren', locale: 'nl', result: ERROR },
  ])('$scenario', ({ date, locale, result }) => {
    expect(formatDisplayDate(date, locale)).toEqual(result);
  });
});

describe('picker and period-tab formats', () => {
  it.each<{ scenario: string; format: typeof formatPickerDate; locale: Language; text: string }>([
    { scenario: 'Dutch picker date', format: formatPickerDate, locale: 'nl', text: '5 okt 2026' },
    { scenario: 'English picker date', format: formatPickerDate, locale: 'en', text: '5 Oct 2026' },
    { scenario: 'Dutch period tab', format: formatPeriodTabDate, locale: 'nl', text: '05 okt' },
    { scenario: 'English period tab', format: formatPeriodTabDate, locale: 'en', text: 'Oct 05' },
  ])('$scenario', ({ format, locale, text }) => {
    expect(format('2026-10-05', locale)).toEqual({ ok: true, text });
  });
});

describe('parseDisplayDate', () => {
  it.each<{ scenario: string; text: string; locale: Language; stored: string }>([
    { scenario: 'Dutch display date', text: '05-03-2026', locale: 'nl', stored: '2026-03-05' },
    { scenario: 'English display date', text: '03/05/2026', locale: 'en', stored: '2026-03-05' },
    { scenario: 'surrounding spaces', text: ' 05-03-2026 ', locale: 'nl', stored: '2026-03-05' },
    { scenario: 'an already stored date', text: '2026-03-05', locale: 'en', stored: '2026-03-05' },
    {
      scenario: 'invalid text is returned unchanged',
      text: 'morgen',
      locale: 'nl',
      stored: 'morgen',
    },
    {
      scenario: 'an impossible date is returned unchanged',
      text: '31-02-2026',
      locale: 'nl',
      stored: '31-02-2026',
    },
    {
      scenario: 'the other language format is returned unchanged',
      text: '03/05/2026',
      locale: 'nl',
      stored: '03/05/2026',
    },
  ])('$scenario', ({ text, locale, stored }) => {
    expect(parseDisplayDate(text, locale)).toBe(stored);
  });
});

describe('isPastDate', () => {
  it.each([
    { scenario: 'yesterday is in the past', date: '2026-05-03', past: true },
    { scenario: 'today is not', date: '2026-05-04', past: false },
    { scenario: 'tomorrow is not', date: '2026-05-05', past: false },
    { scenario: 'last year is', date: '2025-12-31', past: true },
    { scenario: 'an invalid date never warns', date: 'x', past: false },
  ])('$scenario', ({ date, past }) => {
    expect(isPastDate(date, '2026-05-04')).toBe(past);
  });
});

describe('stored-date helpers', () => {
  it.each([
    { scenario: 'a real date', date: '2026-02-28', valid: true },
    { scenario: 'a leap day in a leap year', date: '2028-02-29', valid: true },
    { scenario: 'a leap day in another year', date: '2026-02-29', valid: false },
    { scenario: 'a display date', date: '28-02-2026', valid: false },
    { scenario: 'a timestamp', date: '2026-02-28T10:00:00Z', valid: false },
  ])('isValidStoredDate: $scenario', ({ date, valid }) => {
    expect(isValidStoredDate(date)).toBe(valid);
  });

  it.each([
    { scenario: 'adds days', date: '2026-01-31', days: 1, result: '2026-02-01' },
    { scenario: 'subtracts days', date: '2026-03-01', days: -1, result: '2026-02-28' },
    { scenario: 'invalid date gives null', date: 'nope', days: 1, result: null },
  ])('addDays: $scenario', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    { scenario: 'forward', from: '2026-01-01', to: '2026-03-01', days: 59 },
    { scenario: 'backward', from: '2026-03-01', to: '2026-01-01', days: -59 },
    { scenario: 'invalid end', from: '2026-03-01', to: '', days: null },
  ])('daysBetween: $scenario', ({ from, to, days }) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    {
      scenario: 'late evening UTC is already tomorrow in Amsterdam',
      instant: Date.UTC(2026, 4, 4, 22, 30),
      zone: undefined,
      date: '2026-05-05',
    },
    {
      scenario: 'the same instant in UTC',
      instant: Date.UTC(2026, 4, 4, 22, 30),
      zone: 'UTC',
      date: '2026-05-04',
    },
    {
      scenario: 'a Date object',
      instant: new Date(Date.UTC(2026, 0, 1, 12)),
      zone: undefined,
      date: '2026-01-01',
    },
  ])('storedDateOf: $scenario', ({ instant, zone, date }) => {
    expect(storedDateOf(instant, zone)).toBe(date);
  });
});

describe('nextDayStart', () => {
  it("is the next midnight in the zone, Amsterdam's unless told", () => {
    // 23:30 in Amsterdam (22:30Z): its day ends half an hour later.
    const lateEvening = Date.UTC(2026, 10, 27, 22, 30);
    expect(new Date(nextDayStart(lateEvening)).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(new Date(nextDayStart(lateEvening, 'UTC')).toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });
});
