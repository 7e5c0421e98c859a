import { describe, expect, it } from '@jest/globals';
import {
  PERIOD_PRESETS,
  currentMonthPeriod,
  customPeriod,
  formatPeriod,
  isDateInRange,
  isPlanned,
  monthPeriodOf,
  nextMonthPeriod,
  parsePeriod,
  periodRange,
  periodShowing,
  presetLabelKey,
  presetRange,
  type PeriodPreset,
} from './periods.js';

describe('parsePeriod', () => {
  it.each([
    { scenario: 'planned', value: 'planned', parsed: { kind: 'planned' } },
    {
      scenario: 'a month',
      value: 'month-2026-03',
      parsed: { kind: 'month', year: 2026, month: 3 },
    },
    {
      scenario: 'a custom range',
      value: 'custom-2026-01-15-2026-02-14',
      parsed: { kind: 'custom', start: '2026-01-15', end: '2026-02-14' },
    },
    {
      scenario: 'a reversed custom range is put in order',
      value: 'custom-2026-02-14-2026-01-15',
      parsed: { kind: 'custom', start: '2026-01-15', end: '2026-02-14' },
    },
    {
      scenario: 'a one-day custom range',
      value: 'custom-2026-01-15-2026-01-15',
      parsed: { kind: 'custom', start: '2026-01-15', end: '2026-01-15' },
    },
    { scenario: 'month 13', value: 'month-2026-13', parsed: null },
    { scenario: 'month 00', value: 'month-2026-00', parsed: null },
    { scenario: 'an impossible custom date', value: 'custom-2026-02-30-2026-03-01', parsed: null },
    { scenario: 'an impossible custom end', value: 'custom-2026-02-01-2026-02-30', parsed: null },
    { scenario: 'a short month', value: 'month-2026-3', parsed: null },
    { scenario: 'anything else', value: 'this-month', parsed: null },
  ])('$scenario', ({ value, parsed }) => {
    expect(parsePeriod(value)).toEqual(parsed);
  });
});

describe('formatPeriod', () => {
  it.each([
    { scenario: 'planned', period: { kind: 'planned' as const }, value: 'planned' },
    {
      scenario: 'a month is zero-padded',
      period: { kind: 'month' as const, year: 2026, month: 3 },
      value: 'month-2026-03',
    },
    {
      scenario: 'a custom range',
      period: { kind: 'custom' as const, start: '2026-01-01', end: '2026-01-31' },
      value: 'custom-2026-01-01-2026-01-31',
    },
    {
      scenario: 'a reversed custom range is put in order',
      period: { kind: 'custom' as const, start: '2026-01-31', end: '2026-01-01' },
      value: 'custom-2026-01-01-2026-01-31',
    },
  ])('$scenario', ({ period, value }) => {
    expect(formatPeriod(period)).toBe(value);
  });

  it('builds a custom period from a range', () => {
    expect(customPeriod({ start: '2026-02-01', end: '2026-01-01' })).toBe(
      'custom-2026-01-01-2026-02-01',
    );
  });
});

describe('month periods', () => {
  it.each([
    {
      scenario: 'current month',
      make: currentMonthPeriod,
      today: '2026-05-31',
      value: 'month-2026-05',
    },
    { scenario: 'next month', make: nextMonthPeriod, today: '2026-05-31', value: 'month-2026-06' },
    {
      scenario: 'next month across the year end',
      make: nextMonthPeriod,
      today: '2026-12-15',
      value: 'month-2027-01',
    },
    {
      scenario: 'month of a date',
      make: monthPeriodOf,
      today: '2026-01-01',
      value: 'month-2026-01',
    },
  ])('$scenario', ({ make, today, value }) => {
    expect(make(today)).toBe(value);
  });

  it('rejects an unreadable today, which can only be a programming error', () => {
    expect(() => currentMonthPeriod('05-05-2026')).toThrow(RangeError);
  });
});

describe('periodRange', () => {
  it.each([
    {
      scenario: 'a 31-day month',
      value: 'month-2026-03',
      range: { start: '2026-03-01', end: '2026-03-31' },
    },
    {
      scenario: 'February in a leap year',
      value: 'month-2028-02',
      range: { start: '2028-02-01', end: '2028-02-29' },
    },
    {
      scenario: 'a custom range',
      value: 'custom-2026-01-15-2026-02-14',
      range: { start: '2026-01-15', end: '2026-02-14' },
    },
    { scenario: 'planned is not a range', value: 'planned', range: null },
    { scenario: 'an unreadable period', value: 'soon', range: null },
  ])('$scenario', ({ value, range }) => {
    expect(periodRange(value)).toEqual(range);
  });
});

describe('isDateInRange', () => {
  const range = { start: '2026-03-01', end: '2026-03-31' };
  it.each([
    { scenario: 'the first day counts', date: '2026-03-01', inside: true },
    { scenario: 'the last day counts', date: '2026-03-31', inside: true },
    { scenario: 'the day before', date: '2026-02-28', inside: false },
    { scenario: 'the day after', date: '2026-04-01', inside: false },
    { scenario: 'an invalid date', date: '2026-03-xx', inside: false },
  ])('$scenario', ({ date, inside }) => {
    expect(isDateInRange(date, range)).toBe(inside);
  });
});

describe('presetRange', () => {
  it.each<{ preset: PeriodPreset; today: string; start: string; end: string }>([
    { preset: 'currentMonth', today: '2026-05-14', start: '2026-05-01', end: '2026-05-31' },
    { preset: 'previousMonth', today: '2026-03-31', start: '2026-02-01', end: '2026-02-28' },
    { preset: 'previousMonth', today: '2026-01-10', start: '2025-12-01', end: '2025-12-31' },
    { preset: 'currentQuarter', today: '2026-05-14', start: '2026-04-01', end: '2026-06-30' },
    { preset: 'previousQuarter', today: '2026-02-14', start: '2025-10-01', end: '2025-12-31' },
    { preset: 'currentYear', today: '2026-05-14', start: '2026-01-01', end: '2026-12-31' },
    { preset: 'previousYear', today: '2026-05-14', start: '2025-01-01', end: '2025-12-31' },
    { preset: 'last30Days', today: '2026-03-01', start: '2026-01-31', end: '2026-03-01' },
    { preset: 'last90Days', today: '2026-05-14', start: '2026-02-14', end: '2026-05-14' },
    { preset: 'yearToDate', today: '2026-05-14', start: '2026-01-01', end: '2026-05-14' },
  ])('$preset on $today covers $start to $end', ({ preset, today, start, end }) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('offers the nine presets in order, each with a label key', () => {
    expect(PERIOD_PRESETS.map(presetLabelKey)).toEqual([
      'periods.presets.currentMonth',
      'periods.presets.previousMonth',
      'periods.presets.currentQuarter',
      'periods.presets.previousQuarter',
      'periods.presets.currentYear',
      'periods.presets.previousYear',
      'periods.presets.last30Days',
      'periods.presets.last90Days',
      'periods.presets.yearToDate',
    ]);
  });
});

describe('isPlanned', () => {
  const today = '2026-05-04';
  it.each([
    { scenario: 'a future date', invoice: { date: '2026-05-05' }, planned: true },
    { scenario: 'today is not future', invoice: { date: '2026-05-04' }, planned: false },
    { scenario: 'a past date', invoice: { date: '2026-01-01' }, planned: false },
    {
      scenario: 'a schedule template',
      invoice: { date: '2026-01-01', scheduleId: 's1' },
      planned: true,
    },
    {
      scenario: 'generated from a schedule, even if future',
      invoice: { date: '2026-06-01', generatedFromScheduleId: 's1' },
      planned: false,
    },
    {
      scenario: 'generated and a template',
      invoice: { date: '2026-01-01', scheduleId: 's2', generatedFromScheduleId: 's1' },
      planned: false,
    },
    {
      scenario: 'an empty schedule id does not count',
      invoice: { date: '2026-01-01', scheduleId: '' },
      planned: false,
    },
    { scenario: 'an invalid date is not future', invoice: { date: 'zzz' }, planned: false },
  ])('$scenario', ({ invoice, planned }) => {
    expect(isPlanned(invoice, today)).toBe(planned);
  });
});

describe('periodShowing', () => {
  const today = '2026-11-24';
  it.each<{
    scenario: string;
    invoice: { date: string; scheduleId?: string };
    period: string | null;
  }>([
    {
      scenario: 'dated later this month: planned',
      invoice: { date: '2026-11-30' },
      period: 'planned',
    },
    { scenario: 'dated next year: planned', invoice: { date: '2027-01-05' }, period: 'planned' },
    {
      scenario: 'with a schedule: planned',
      invoice: { date: '2026-10-01', scheduleId: 's1' },
      period: 'planned',
    },
    {
      scenario: 'dated today: the current month',
      invoice: { date: '2026-11-24' },
      period: 'month-2026-11',
    },
    {
      scenario: 'dated in an earlier month: that month as a custom range',
      invoice: { date: '2026-09-15' },
      period: 'custom-2026-09-01-2026-09-30',
    },
    {
      scenario: 'an unreadable date: nowhere to send the reader',
      invoice: { date: 'soon' },
      period: null,
    },
  ])('$scenario', ({ invoice, period }) => {
    expect(periodShowing(invoice, today)).toBe(period);
  });
});
