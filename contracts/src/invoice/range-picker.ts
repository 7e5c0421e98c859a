import { DateTime } from 'luxon';
import { intlLocales } from '../routing/languages.js';
import type { Language } from './types.js';

/** 0 = Sunday, 1 = Monday, as JavaScript's Date#getDay and most calendar widgets count. */
export type WeekStart = 0 | 1;

/** Dutch calendars start on Monday (ISO 8601), English (US) ones on Sunday. */
export const weekStartsOn = (locale: Language): WeekStart => (locale === 'nl' ? 1 : 0);

/** Weekday numbers (0 = Sunday) in the order a calendar header shows them. */
export const weekdayOrder = (locale: Language): number[] =>
  Array.from({ length: 7 }, (_, index) => (index + weekStartsOn(locale)) % 7);

export type RangeSelection = { start: string | null; end: string | null };

/**
 * One click in the custom-range calendar. The first click picks the start, the second the end;
 * a click when both are set starts a new range. A second click before the start swaps the two,
 * so two clicks always give a range whatever order they come in and the end is never before
 * the start. Dates are stored dates (yyyy-MM-dd), which compare as text.
 */
export const pickRangeDate = (selection: RangeSelection, clicked: string): RangeSelection => {
  if (selection.start === null || selection.end !== null) {
    return { start: clicked, end: null };
  }
  return clicked < selection.start
    ? { start: clicked, end: selection.start }
    : { start: selection.start, end: clicked };
};

/** The apply button is usable once both ends are picked. */
export const isRangeComplete = (
  selection: RangeSelection,
): selection is { start: string; end: string } =>
  selection.start !== null && selection.end !== null;

/**
 * The first day of the month of a stored date, in UTC: calendar arithmetic without a time zone,
 * so daylight saving never moves a day.
 */
const monthOf = (date: string): DateTime =>
  DateTime.fromObject(
    { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: 1 },
    { zone: 'utc' },
  );

const storedDate = (day: DateTime): string => day.toFormat('yyyy-MM-dd');

/**
 * The first day of the month `by` months after (or before) the month of `date`. Calendar months
 * are named by their first day, a stored date, so they compare and key like any other date.
 */
export const shiftMonth = (date: string, by: number): string =>
  storedDate(monthOf(date).plus({ months: by }));

/** The day number a calendar cell shows ("2026-03-07" -> 7). */
export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/**
 * The days of the month of `date` in weeks as a calendar shows them, starting on the language's
 * first weekday; null for the blanks before the first day. Calendar arithmetic runs in UTC, so
 * daylight saving never moves a day.
 */
export const calendarWeeks = (date: string, locale: Language): Array<Array<string | null>> => {
  const first = monthOf(date);
  // luxon counts weekdays 1 (Monday) to 7 (Sunday); weekdayOrder counts Sunday as 0.
  const blanks = weekdayOrder(locale).indexOf(first.weekday % 7);
  const cells: Array<string | null> = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: first.daysInMonth ?? 0 }, (_, day) =>
      storedDate(first.plus({ days: day })),
    ),
  ];
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) =>
    cells.slice(week * 7, week * 7 + 7),
  );
};

/** The weekday names of a calendar header ("ma" … "zo", "Sun" … "Sat") in the language's order. */
export const weekdayNames = (locale: Language): string[] => {
  const format = new Intl.DateTimeFormat(intlLocales[locale], {
    weekday: 'short',
    timeZone: 'UTC',
  });
  // 2023-01-01 was a Sunday: day n of that week has getUTCDay() === n.
  return weekdayOrder(locale).map((day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
};

/** A calendar's caption: "maart 2026", "March 2026". */
export const calendarMonthTitle = (date: string, locale: Language): string =>
  new Intl.DateTimeFormat(intlLocales[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthOf(date).toJSDate());
