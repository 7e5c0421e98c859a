import type { Language } from '@app/contracts/routing';
import { formatDisplayDate, storedDateOf } from '@app/contracts/invoice';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '3 hours ago' / '3 uur geleden': the largest whole unit between `iso` and `now`. Under a
 * minute reads 'now' ('nu'); null when the timestamp cannot be read.
 */
export function formatRelativeTime(iso: string, now: Date, language: Language): string | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const seconds = Math.round((then - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second');
}

/**
 * A timestamp's or a stored date's day as dd-MM-yyyy (nl) or MM/dd/yyyy (en). A timestamp counts
 * in Amsterdam time, where the users are; text that is no date is shown as it came.
 */
export function formatAdminDate(value: string, language: Language): string {
  const day =
    value.length > 10 && !Number.isNaN(Date.parse(value)) ? storedDateOf(new Date(value)) : value;
  const result = formatDisplayDate(day, language);
  return result.ok ? result.text : value;
}

/** Company records count their creation in seconds since the epoch. */
export const isoOfEpochSeconds = (seconds: number): string =>
  new Date(seconds * 1000).toISOString();
