/**
 * Stored calendar days (yyyy-MM-dd) with the platform's own Date and Intl, no luxon: the rules
 * of dates.ts that a page shipping no date library needs (the invoice status page's light entry,
 * where luxon would be a fifth of its JavaScript). dates.ts builds on these, so there is one rule.
 */

const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDay = { readonly year: number; readonly month: number; readonly day: number };

/** A stored date's year, month (1–12) and day, or null when it is not a real calendar day. */
export function readStoredDate(date: string): CalendarDay | null {
  const match = STORED_DATE.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (yyyy-MM-dd) an instant (epoch ms) falls on in a time zone. */
export function calendarDayOf(instant: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((each) => each.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** A stored date written with a numeric pattern of `yyyy`, `MM` and `dd` (05-03-2026); null if invalid. */
export function writeStoredDate(date: string, pattern: string): string | null {
  const day = readStoredDate(date);
  if (day === null) return null;
  return pattern
    .replace('yyyy', pad(day.year, 4))
    .replace('MM', pad(day.month, 2))
    .replace('dd', pad(day.day, 2));
}
