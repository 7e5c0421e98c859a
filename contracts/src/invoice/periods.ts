import { DateTime } from 'luxon';
import { STORAGE_DATE_FORMAT, isValidStoredDate, toStoredDate } from './dates.js';

/** The overview's period values as stored and sent (`period=` query parameter). */
export type Period = 'planned' | `month-${string}` | `custom-${string}`;

export type ParsedPeriod =
  | { kind: 'planned' }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'custom'; start: string; end: string };

/** Both ends inclusive, stored dates. */
export type DateRange = { start: string; end: string };

export const PLANNED_PERIOD = 'planned';

/** `today` comes from a clock, so an unreadable one is a programming error, not user input. */
const day = (date: string): DateTime => {
  const parsed = DateTime.fromFormat(date, STORAGE_DATE_FORMAT, { zone: 'utc' });
  if (!parsed.isValid) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got "${date}"`);
  }
  return parsed;
};

/** Ends are put in order, so a range read from anywhere never ends before it starts. */
const ordered = (a: string, b: string): DateRange =>
  a <= b ? { start: a, end: b } : { start: b, end: a };

export const parsePeriod = (value: string): ParsedPeriod | null => {
  if (value === PLANNED_PERIOD) {
    return { kind: 'planned' };
  }
  const month = /^month-(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const parsed = { kind: 'month', year: Number(month[1]), month: Number(month[2]) } as const;
    return parsed.month >= 1 && parsed.month <= 12 ? parsed : null;
  }
  const custom = /^custom-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (custom?.[1] !== undefined && custom[2] !== undefined) {
    const [start, end] = [custom[1], custom[2]];
    return isValidStoredDate(start) && isValidStoredDate(end)
      ? { kind: 'custom', ...ordered(start, end) }
      : null;
  }
  return null;
};

export const formatPeriod = (period: ParsedPeriod): Period => {
  switch (period.kind) {
    case 'planned':
      return PLANNED_PERIOD;
    case 'month':
      return `month-${String(period.year).padStart(4, '0')}-${String(period.month).padStart(2, '0')}`;
    case 'custom': {
      const { start, end } = ordered(period.start, period.end);
      return `custom-${start}-${end}`;
    }
  }
};

/** The month a stored date falls in, as a period. */
export const monthPeriodOf = (date: string): Period => {
  const parsed = day(date);
  return formatPeriod({ kind: 'month', year: parsed.year, month: parsed.month });
};

/** The overview opens on the current month. */
export const currentMonthPeriod = (today: string): Period => monthPeriodOf(today);

export const nextMonthPeriod = (today: string): Period =>
  monthPeriodOf(toStoredDate(day(today).plus({ months: 1 })));

export const customPeriod = (range: DateRange): Period =>
  formatPeriod({ kind: 'custom', ...range });

/** The dates a period covers; null for 'planned' (not a date range) and unreadable values. */
export const periodRange = (value: string): DateRange | null => {
  const period = parsePeriod(value);
  if (period === null || period.kind === 'planned') {
    return null;
  }
  if (period.kind === 'custom') {
    return { start: period.start, end: period.end };
  }
  const first = DateTime.utc(period.year, period.month, 1);
  return { start: toStoredDate(first), end: toStoredDate(first.endOf('month')) };
};

export const isDateInRange = (date: string, range: DateRange): boolean =>
  isValidStoredDate(date) && date >= range.start && date <= range.end;

export const PERIOD_PRESETS = [
  'currentMonth',
  'previousMonth',
  'currentQuarter',
  'previousQuarter',
  'currentYear',
  'previousYear',
  'last30Days',
  'last90Days',
  'yearToDate',
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Translation key of a preset's label, e.g. 'periods.presets.last30Days'. */
export const presetLabelKey = (preset: PeriodPreset): `periods.presets.${PeriodPreset}` =>
  `periods.presets.${preset}`;

const whole = (start: DateTime, unit: 'month' | 'quarter' | 'year'): DateRange => ({
  start: toStoredDate(start.startOf(unit)),
  end: toStoredDate(start.endOf(unit)),
});

/**
 * Month, quarter and year presets cover the whole calendar unit (also its future days).
 * "Last 30/90 days" count today as one of the days: today - 29 .. today. Year to date ends today.
 */
export const presetRange = (preset: PeriodPreset, today: string): DateRange => {
  const now = day(today);
  const upToToday = (days: number): DateRange => ({
    start: toStoredDate(now.minus({ days: days - 1 })),
    end: today,
  });
  const ranges: Record<PeriodPreset, () => DateRange> = {
    currentMonth: () => whole(now, 'month'),
    previousMonth: () => whole(now.minus({ months: 1 }), 'month'),
    currentQuarter: () => whole(now, 'quarter'),
    previousQuarter: () => whole(now.minus({ quarters: 1 }), 'quarter'),
    currentYear: () => whole(now, 'year'),
    previousYear: () => whole(now.minus({ years: 1 }), 'year'),
    last30Days: () => upToToday(30),
    last90Days: () => upToToday(90),
    yearToDate: () => ({ start: toStoredDate(now.startOf('year')), end: today }),
  };
  return ranges[preset]();
};

/**
 * An invoice is planned when it is dated in the future or belongs to a schedule as its
 * template; an invoice the schedule generated is an ordinary invoice.
 */
export const isPlanned = (
  invoice: { date: string; scheduleId?: string; generatedFromScheduleId?: string },
  today: string,
): boolean =>
  !invoice.generatedFromScheduleId &&
  (Boolean(invoice.scheduleId) || (isValidStoredDate(invoice.date) && invoice.date > today));

/**
 * The period of the overview that shows an invoice (issue 20: a saved invoice outside the shown
 * period says where it went). Planned invoices show under 'planned'; one dated in the current
 * month under the current month; any other under a custom range of its month, which the period
 * selector can show (it has tabs only for the current and the next month).
 */
export const periodShowing = (
  invoice: { date: string; scheduleId?: string; generatedFromScheduleId?: string },
  today: string,
): Period | null => {
  if (isPlanned(invoice, today)) return PLANNED_PERIOD;
  if (!isValidStoredDate(invoice.date)) return null;
  const month = monthPeriodOf(invoice.date);
  if (month === currentMonthPeriod(today)) return month;
  const range = periodRange(month);
  return range === null ? null : customPeriod(range);
};
