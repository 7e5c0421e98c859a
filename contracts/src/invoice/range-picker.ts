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

const pad = (value: number): string => String(value).padStart(2, '0');

/** yyyy-MM-dd of a UTC calendar day; Date.UTC rolls months and years over by itself. */
const utcDate = (year: number, monthIndex: number, day: number): string => {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

const yearAndMonthIndex = (date: string): [number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)) - 1,
];

/**
 * The first day of the month `by` months after (or before) the month of `date`. Calendar months
 * are named by their first day, a stored date, so they compare and key like any other date.
 */
export const shiftMonth = (date: string, by: number): string => {
  const [year, monthIndex] = yearAndMonthIndex(date);
  return utcDate(year, monthIndex + by, 1);
};

/** The day number a calendar cell shows ("2026-03-07" -> 7). */
export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/**
 * The days of the month of `date` in weeks as a calendar shows them, starting on the language's
 * first weekday; null for the blanks before the first day. Calendar arithmetic runs in UTC, so
 * daylight saving never moves a day.
 */
export const calendarWeeks = (date: string, locale: Language): Array<Array<string | null>> => {
  const [year, monthIndex] = yearAndMonthIndex(date);
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const length = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const blanks = weekdayOrder(locale).indexOf(first.getUTCDay());
  const cells: Array<string | null> = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, day) => utcDate(year, monthIndex, day + 1)),
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
export const calendarMonthTitle = (date: string, locale: Language): string => {
  const [year, monthIndex] = yearAndMonthIndex(date);
  return new Intl.DateTimeFormat(intlLocales[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthIndex, 1)));
};
