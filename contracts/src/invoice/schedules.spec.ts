import { describe, expect, it } from '@jest/globals';
import {
  nextDateAfterRun,
  nextInvoiceDate,
  normaliseEndDate,
  normaliseScheduleDraft,
  scheduleDayInMonth,
  scheduleTypeLabel,
  upcomingInvoiceDates,
  validateSchedule,
  validateScheduleDates,
  validateScheduleDay,
  type ScheduleRule,
} from './schedules.js';

describe('validateScheduleDay', () => {
  it.each([
    { scenario: 'the first day', day: 1, error: null },
    { scenario: 'the 31st', day: 31, error: null },
    { scenario: 'day 0', day: 0, error: 'schedule.dayRange' },
    { scenario: 'day 32', day: 32, error: 'schedule.dayRange' },
    { scenario: 'a fraction', day: 1.5, error: 'schedule.dayRange' },
    { scenario: 'typed text', day: '15', error: null },
    { scenario: 'typed text with spaces', day: ' 15 ', error: null },
    { scenario: 'empty text', day: '', error: 'schedule.dayRange' },
    { scenario: 'a negative typed day', day: '-1', error: 'schedule.dayRange' },
    { scenario: 'letters', day: 'tien', error: 'schedule.dayRange' },
  ])('$scenario', ({ day, error }) => {
    expect(validateScheduleDay(day)).toBe(error);
  });
});

describe('validateScheduleDates', () => {
  it.each([
    { scenario: 'no end date', start: '2026-05-01', end: undefined, error: null },
    { scenario: 'a cleared end date', start: '2026-05-01', end: '', error: null },
    { scenario: 'an end after the start', start: '2026-05-01', end: '2026-12-31', error: null },
    {
      scenario: 'an end on the start date is allowed',
      start: '2026-05-01',
      end: '2026-05-01',
      error: null,
    },
    {
      scenario: 'an end before the start',
      start: '2026-05-01',
      end: '2026-04-30',
      error: 'schedule.endDateError',
    },
    {
      scenario: 'an unreadable end',
      start: '2026-05-01',
      end: '31-12-2026',
      error: 'schedule.endDateError',
    },
    {
      scenario: 'an unreadable start',
      start: '',
      end: undefined,
      error: 'schedule.startDateError',
    },
  ])('$scenario', ({ start, end, error }) => {
    expect(validateScheduleDates(start, end)).toBe(error);
  });

  it('collects every problem of a schedule', () => {
    expect(
      validateSchedule({
        type: 'monthly',
        dayOfMonth: 40,
        startDate: '2026-05-01',
        endDate: '2026-04-01',
      }),
    ).toEqual(['schedule.dayRange', 'schedule.endDateError']);
    expect(validateSchedule({ type: 'monthly', dayOfMonth: 4, startDate: '2026-05-01' })).toEqual(
      [],
    );
  });

  it.each([
    { scenario: 'clearing removes the end date', end: '  ', result: undefined },
    { scenario: 'a missing end date stays missing', end: undefined, result: undefined },
    { scenario: 'a date is kept', end: '2026-01-01', result: '2026-01-01' },
  ])('normaliseEndDate: $scenario', ({ end, result }) => {
    expect(normaliseEndDate(end)).toBe(result);
  });
});

describe('scheduleDayInMonth', () => {
  it.each([
    { scenario: 'a day that exists', year: 2026, month: 1, day: 15, result: 15 },
    { scenario: '31 in a 30-day month', year: 2026, month: 4, day: 31, result: 30 },
    { scenario: '31 in February', year: 2026, month: 2, day: 31, result: 28 },
    { scenario: '30 in a leap February', year: 2028, month: 2, day: 30, result: 29 },
    { scenario: 'an impossible month keeps the day', year: 2026, month: 13, day: 30, result: 30 },
  ])('$scenario', ({ year, month, day, result }) => {
    expect(scheduleDayInMonth(year, month, day)).toBe(result);
  });
});

describe('scheduleTypeLabel', () => {
  it.each([
    { scenario: 'monthly', type: 'monthly', label: { key: 'schedule.types.monthly' } },
    { scenario: 'quarterly', type: 'quarterly', label: { key: 'schedule.types.quarterly' } },
    { scenario: 'yearly', type: 'yearly', label: { key: 'schedule.types.yearly' } },
    { scenario: 'others are shown raw', type: 'weekly', label: { text: 'weekly' } },
  ])('$scenario', ({ type, label }) => {
    expect(scheduleTypeLabel(type)).toEqual(label);
  });
});

describe('nextInvoiceDate', () => {
  const monthly = (overrides: Partial<ScheduleRule> = {}): ScheduleRule => ({
    type: 'monthly',
    dayOfMonth: 15,
    startDate: '2026-01-01',
    ...overrides,
  });
  it.each<{
    scenario: string;
    rule: ScheduleRule;
    today: string;
    last?: string;
    next: string | null;
  }>([
    {
      scenario: 'first occurrence in the start month',
      rule: monthly(),
      today: '2026-01-01',
      next: '2026-01-15',
    },
    {
      scenario: 'the start day past the schedule day moves to next month',
      rule: monthly({ startDate: '2026-01-20' }),
      today: '2026-01-01',
      next: '2026-02-15',
    },
    {
      scenario: 'an occurrence today counts',
      rule: monthly(),
      today: '2026-03-15',
      next: '2026-03-15',
    },
    {
      scenario: 'after the last generated invoice',
      rule: monthly(),
      today: '2026-03-15',
      last: '2026-03-15',
      next: '2026-04-15',
    },
    {
      scenario: 'a past start catches up to today',
      rule: monthly(),
      today: '2026-06-20',
      next: '2026-07-15',
    },
    {
      scenario: 'day 31 in April is the 30th',
      rule: monthly({ dayOfMonth: 31 }),
      today: '2026-04-01',
      next: '2026-04-30',
    },
    {
      scenario: 'day 31 in February is the 28th',
      rule: monthly({ dayOfMonth: 31 }),
      today: '2026-02-01',
      next: '2026-02-28',
    },
    {
      scenario: 'day 31 comes back in March',
      rule: monthly({ dayOfMonth: 31 }),
      today: '2026-03-01',
      last: '2026-02-28',
      next: '2026-03-31',
    },
    {
      scenario: 'quarterly from the start month',
      rule: monthly({ type: 'quarterly', dayOfMonth: 1 }),
      today: '2026-02-10',
      next: '2026-04-01',
    },
    {
      scenario: 'quarterly skips to the next quarter',
      rule: monthly({ type: 'quarterly', dayOfMonth: 10 }),
      today: '2026-04-11',
      next: '2026-07-10',
    },
    {
      scenario: 'yearly in the start month',
      rule: monthly({ type: 'yearly', dayOfMonth: 29, startDate: '2028-02-01' }),
      today: '2028-03-01',
      next: '2029-02-28',
    },
    {
      scenario: 'yearly in a leap year',
      rule: monthly({ type: 'yearly', dayOfMonth: 29, startDate: '2028-02-01' }),
      today: '2028-01-01',
      next: '2028-02-29',
    },
    {
      scenario: 'a future start waits for the start',
      rule: monthly({ startDate: '2026-09-01' }),
      today: '2026-05-04',
      next: '2026-09-15',
    },
    {
      scenario: 'an end date on the occurrence still counts',
      rule: monthly({ endDate: '2026-05-15' }),
      today: '2026-05-04',
      next: '2026-05-15',
    },
    {
      scenario: 'after the end date there is none',
      rule: monthly({ endDate: '2026-05-14' }),
      today: '2026-05-04',
      next: null,
    },
    {
      scenario: 'a cleared end date means no end',
      rule: monthly({ endDate: '' }),
      today: '2030-05-04',
      next: '2030-05-15',
    },
    {
      scenario: 'an inactive schedule has none',
      rule: monthly({ active: false }),
      today: '2026-05-04',
      next: null,
    },
    {
      scenario: 'an invalid day has none',
      rule: monthly({ dayOfMonth: 0 }),
      today: '2026-05-04',
      next: null,
    },
    {
      scenario: 'an invalid start has none',
      rule: monthly({ startDate: 'soon' }),
      today: '2026-05-04',
      next: null,
    },
    { scenario: 'an invalid today has none', rule: monthly(), today: '', next: null },
    {
      scenario: 'an unreadable last generated date is ignored',
      rule: monthly(),
      today: '2026-01-01',
      last: 'x',
      next: '2026-01-15',
    },
  ])('$scenario', ({ rule, today, last, next }) => {
    expect(
      nextInvoiceDate(rule, last === undefined ? { today } : { today, lastGeneratedDate: last }),
    ).toBe(next);
  });
});

describe('nextDateAfterRun: the dates a schedule makes, one after the other', () => {
  /** The first `count` dates from the schedule's first one, as the generator walks them. */
  const run = (rule: ScheduleRule, count: number): (string | null)[] => {
    const dates: (string | null)[] = [nextInvoiceDate(rule, { today: rule.startDate })];
    while (dates.length < count) {
      const last = dates[dates.length - 1];
      dates.push(last == null ? null : nextDateAfterRun(rule, last));
    }
    return dates;
  };

  it.each<{ scenario: string; rule: ScheduleRule; dates: (string | null)[] }>([
    {
      scenario: 'monthly on the 31st: the last day of February, then 31 March again',
      rule: { type: 'monthly', dayOfMonth: 31, startDate: '2026-01-31' },
      dates: ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    },
    {
      scenario: 'monthly on the 31st in a leap year',
      rule: { type: 'monthly', dayOfMonth: 31, startDate: '2028-01-31' },
      dates: ['2028-01-31', '2028-02-29', '2028-03-31'],
    },
    {
      scenario: 'quarterly on the 31st',
      rule: { type: 'quarterly', dayOfMonth: 31, startDate: '2026-01-31' },
      dates: ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31', '2027-01-31'],
    },
    {
      scenario: 'yearly on 29 February',
      rule: { type: 'yearly', dayOfMonth: 29, startDate: '2028-02-01' },
      dates: ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29'],
    },
    {
      scenario: 'an end date stops it (the end date itself still counts)',
      rule: { type: 'monthly', dayOfMonth: 31, startDate: '2026-01-31', endDate: '2026-03-31' },
      dates: ['2026-01-31', '2026-02-28', '2026-03-31', null],
    },
    {
      scenario: 'an end date between two dates stops it after the first',
      rule: { type: 'quarterly', dayOfMonth: 15, startDate: '2026-01-01', endDate: '2026-06-30' },
      dates: ['2026-01-15', '2026-04-15', null],
    },
  ])('$scenario', ({ rule, dates }) => {
    expect(run(rule, dates.length)).toEqual(dates);
  });

  it('walks through dates missed long ago, one at a time', () => {
    const rule: ScheduleRule = { type: 'monthly', dayOfMonth: 10, startDate: '2025-01-01' };
    expect(nextDateAfterRun(rule, '2025-01-10')).toBe('2025-02-10');
  });
});

describe('upcomingInvoiceDates: the dates the schedule modal previews', () => {
  it.each<{
    scenario: string;
    rule: ScheduleRule;
    today: string;
    last?: string;
    dates: string[];
  }>([
    {
      scenario: 'monthly from a start to come, on the 31st: short months use their last day',
      rule: { type: 'monthly', dayOfMonth: 31, startDate: '2026-01-01' },
      today: '2025-12-10',
      dates: ['2026-01-31', '2026-02-28', '2026-03-31'],
    },
    {
      scenario: "quarterly from a past start: the first is today's or later",
      rule: { type: 'quarterly', dayOfMonth: 15, startDate: '2025-01-01' },
      today: '2026-05-20',
      dates: ['2026-07-15', '2026-10-15', '2027-01-15'],
    },
    {
      scenario: 'yearly, with an invoice made already this year',
      rule: { type: 'yearly', dayOfMonth: 1, startDate: '2024-03-01' },
      today: '2026-03-01',
      last: '2026-03-01',
      dates: ['2027-03-01', '2028-03-01', '2029-03-01'],
    },
    {
      scenario: 'an end date leaves fewer than three',
      rule: { type: 'monthly', dayOfMonth: 5, startDate: '2026-01-01', endDate: '2026-02-05' },
      today: '2026-01-01',
      dates: ['2026-01-05', '2026-02-05'],
    },
    {
      scenario: 'inactive: none',
      rule: { type: 'monthly', dayOfMonth: 5, startDate: '2026-01-01', active: false },
      today: '2026-01-01',
      dates: [],
    },
    {
      scenario: 'ended: none',
      rule: { type: 'monthly', dayOfMonth: 5, startDate: '2025-01-01', endDate: '2025-06-30' },
      today: '2026-01-01',
      dates: [],
    },
    {
      scenario: 'an invalid day: none',
      rule: { type: 'monthly', dayOfMonth: 32, startDate: '2026-01-01' },
      today: '2026-01-01',
      dates: [],
    },
  ])('$scenario', ({ rule, today, last, dates }) => {
    const options = last === undefined ? { today } : { today, lastGeneratedDate: last };
    expect(upcomingInvoiceDates(rule, options, 3)).toEqual(dates);
  });

  it('starts where the server does and walks on as its generator does', () => {
    const rule: ScheduleRule = { type: 'monthly', dayOfMonth: 30, startDate: '2026-01-10' };
    const [first, second, third] = upcomingInvoiceDates(rule, { today: '2026-01-20' }, 3);
    expect(first).toBe(nextInvoiceDate(rule, { today: '2026-01-20' }));
    expect(second).toBe(nextDateAfterRun(rule, first!));
    expect(third).toBe(nextDateAfterRun(rule, second!));
  });
});

describe('normaliseScheduleDraft', () => {
  const draft = {
    id: 'sch-0042-abcdefghijkl',
    type: 'quarterly',
    dayOfMonth: 31,
    startDate: '2026-05-04',
    endDate: '2027-05-04',
    active: false,
  };

  it('keeps a valid stored draft as it is', () => {
    expect(normaliseScheduleDraft(draft)).toEqual(draft);
  });

  it.each<{ scenario: string; raw: Record<string, unknown>; expected: Record<string, unknown> }>([
    {
      scenario: 'active unless stored as false',
      raw: { active: 'no' },
      expected: { active: true },
    },
    {
      scenario: 'a cleared end date is no end date',
      raw: { endDate: '' },
      expected: { endDate: undefined },
    },
    {
      scenario: 'an end date that is not text is no end date',
      raw: { endDate: 20270504 },
      expected: { endDate: undefined },
    },
  ])('$scenario', ({ raw, expected }) => {
    const result = normaliseScheduleDraft({ ...draft, ...raw });
    expect(result).toEqual(
      Object.fromEntries(
        Object.entries({ ...draft, ...expected }).filter(([, value]) => value !== undefined),
      ),
    );
  });

  it.each<{ scenario: string; raw: unknown }>([
    { scenario: 'not an object', raw: 'monthly' },
    { scenario: 'no id', raw: { ...draft, id: '' } },
    { scenario: 'an unknown type', raw: { ...draft, type: 'weekly' } },
    { scenario: 'a type that is not text', raw: { ...draft, type: 3 } },
    { scenario: 'a typed day', raw: { ...draft, dayOfMonth: '15' } },
    { scenario: 'day 32', raw: { ...draft, dayOfMonth: 32 } },
    { scenario: 'no start date', raw: { ...draft, startDate: undefined } },
    { scenario: 'an end before the start', raw: { ...draft, endDate: '2026-05-03' } },
  ])('drops $scenario', ({ raw }) => {
    expect(normaliseScheduleDraft(raw)).toBeUndefined();
  });
});
