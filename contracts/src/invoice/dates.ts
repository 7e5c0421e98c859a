import { DateTime } from 'luxon';
import { calendarDayOf, readStoredDate } from './calendar-day.js';
import type { Language } from './types.js';

/** How dates are stored and sent: calendar dates, no time and no zone. */
export const STORAGE_DATE_FORMAT = 'yyyy-MM-dd';

export const DISPLAY_DATE_FORMATS: Record<Language, string> = {
  nl: 'dd-MM-yyyy',
  en: 'MM/dd/yyyy',
};

/**
 * Belgium writes 05/03/2026 where the Netherlands writes 05-03-2026: the dates on a Belgian
 * sender's Dutch documents (the interface keeps its language's format).
 */
export const BELGIAN_DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** The period picker's calendar shows 'd MMM yyyy' in both languages. */
export const PICKER_DATE_FORMAT = 'd MMM yyyy';

/** The custom-period tab shows day and month only, in each language's order. */
export const PERIOD_TAB_DATE_FORMATS: Record<Language, string> = {
  nl: 'dd MMM',
  en: 'MMM dd',
};

/** The zone a calendar day is read in when only an instant is known (the product is Dutch). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

export const DATE_ERROR_KEY = 'common.errorOccurred';

export type DateFormatResult =
  { ok: true; text: string } | { ok: false; errorKey: typeof DATE_ERROR_KEY };

/**
 * Calendar arithmetic runs in UTC so a daylight-saving change can never shift a date by a day.
 */
const parseStored = (date: string): DateTime =>
  DateTime.fromFormat(date, STORAGE_DATE_FORMAT, { zone: 'utc' });

/** Stored dates, and ISO timestamps read at the offset written in them. */
const parseLenient = (date: string): DateTime =>
  DateTime.fromISO(date, { zone: 'utc', setZone: true });

export const isValidStoredDate = (date: string): boolean => readStoredDate(date) !== null;

export const toStoredDate = (date: DateTime): string => date.toFormat(STORAGE_DATE_FORMAT);

/** The calendar day an instant falls on in a zone, for turning a clock into `today`. */
export const storedDateOf = (instant: Date | number, zone: string = DEFAULT_TIME_ZONE): string =>
  calendarDayOf(typeof instant === 'number' ? instant : instant.getTime(), zone);

/** When the next day starts in `zone` after `instant` (epoch ms): what is decided by the day changes then. */
export const nextDayStart = (instant: number, zone: string = DEFAULT_TIME_ZONE): number =>
  DateTime.fromMillis(instant, { zone }).plus({ days: 1 }).startOf('day').toMillis();

/** null when the date is not a valid stored date. */
export const addDays = (date: string, days: number): string | null => {
  const parsed = parseStored(date);
  return parsed.isValid ? toStoredDate(parsed.plus({ days })) : null;
};

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is invalid. */
export const daysBetween = (from: string, to: string): number | null => {
  const start = parseStored(from);
  const end = parseStored(to);
  return start.isValid && end.isValid ? Math.round(end.diff(start, 'days').days) : null;
};

export const formatDate = (date: string, pattern: string, locale: Language): DateFormatResult => {
  const parsed = parseLenient(date);
  return parsed.isValid
    ? { ok: true, text: parsed.setLocale(locale).toFormat(pattern) }
    : { ok: false, errorKey: DATE_ERROR_KEY };
};

/** dd-MM-yyyy (nl) or MM/dd/yyyy (en); the 'An error occurred' key when it cannot be read. */
export const formatDisplayDate = (date: string, locale: Language): DateFormatResult =>
  formatDate(date, DISPLAY_DATE_FORMATS[locale], locale);

export const formatPickerDate = (date: string, locale: Language): DateFormatResult =>
  formatDate(date, PICKER_DATE_FORMAT, locale);

export const formatPeriodTabDate = (date: string, locale: Language): DateFormatResult =>
  formatDate(date, PERIOD_TAB_DATE_FORMATS[locale], locale);

/**
 * Reads a date typed in the language's display format (or already stored) into the stored
 * form. Text that is not a date comes back unchanged, so the field keeps what was typed.
 */
export const parseDisplayDate = (text: string, locale: Language): string => {
  const trimmed = text.trim();
  const displayed = DateTime.fromFormat(trimmed, DISPLAY_DATE_FORMATS[locale], { zone: 'utc' });
  if (displayed.isValid) {
    return toStoredDate(displayed);
  }
  return isValidStoredDate(trimmed) ? trimmed : text;
};

/** The amber past-date warning: the invoice date lies before today. Invalid dates never warn. */
export const isPastDate = (date: string, today: string): boolean =>
  // Stored dates sort as text.
  isValidStoredDate(date) && isValidStoredDate(today) && date < today;
