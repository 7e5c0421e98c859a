import { DateTime, type DurationUnit } from 'luxon';
import type { Language } from '../routing/languages.js';

/** Largest first; under a minute reads 'now'. Months and years are calendar ones. */
const UNITS: readonly (DurationUnit & Intl.RelativeTimeFormatUnit)[] = [
  'year',
  'month',
  'week',
  'day',
  'hour',
  'minute',
];

/**
 * '3 hours ago' / '3 uur geleden': the largest whole unit between `iso` and `now`. Under a
 * minute reads 'now' ('nu'); null when the timestamp cannot be read. Counted in UTC, so a day is
 * always 24 hours and daylight saving never shifts one.
 */
export function formatRelativeTime(iso: string, now: Date, language: Language): string | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  // Whole seconds, as a clock shows them: 59.6 seconds ago is a minute ago.
  const seconds = Math.round((then - now.getTime()) / 1000);
  const base = DateTime.fromJSDate(now, { zone: 'utc' });
  const moment = base.plus({ seconds });
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const unit of UNITS) {
    const count = Math.trunc(moment.diff(base, unit).get(unit));
    if (count !== 0) return format.format(count, unit);
  }
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second');
}
