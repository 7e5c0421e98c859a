import { DateTime } from 'luxon';
import { MISSING_TIMESTAMP, formatInstant } from './time-display.js';
import type { Language } from './types.js';

const TEXT_PARSERS: readonly ((text: string) => DateTime)[] = [
  (text) => DateTime.fromISO(text, { zone: 'utc' }),
  (text) => DateTime.fromRFC2822(text, { zone: 'utc' }),
  (text) => DateTime.fromHTTP(text, { zone: 'utc' }),
  (text) => DateTime.fromSQL(text, { zone: 'utc' }),
];

/**
 * Email records carry scheduled_at / sent_at as epoch seconds (a number or a numeric string,
 * from the database) or as date text (from older records). Returns epoch milliseconds, or null.
 * Date text without an offset is read as UTC, which is how the server writes it.
 */
export const parseEmailTimestamp = (value: unknown): number | null => {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.round(value * 1000) : null;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) {
    return Math.round(Number(text) * 1000);
  }
  const parsed = TEXT_PARSERS.map((parse) => parse(text)).find((date) => date.isValid);
  return parsed === undefined ? null : parsed.toMillis();
};

/** An e-mail record's time as every time is shown (contracts' `formatInstant`), in `zone`. */
export const formatEmailTimestamp = (value: unknown, locale: Language, zone: string): string => {
  const millis = parseEmailTimestamp(value);
  return millis === null ? MISSING_TIMESTAMP : formatInstant(millis, { locale, zone });
};

export type EmailRecord = {
  status: string;
  scheduled_at?: unknown;
  sent_at?: unknown;
};

const earliest = (values: readonly unknown[]): number | null =>
  values
    .map(parseEmailTimestamp)
    .filter((millis): millis is number => millis !== null)
    .reduce<number | null>((min, millis) => (min === null || millis < min ? millis : min), null);

/**
 * The time on the read-only summary's sent line: the first email actually sent, otherwise the
 * earliest planned one; null lets the caller fall back ('recently' or the invoice date).
 */
export const sentLineTimestamp = (emails: readonly EmailRecord[]): number | null =>
  earliest(emails.filter((email) => email.status === 'sent').map((email) => email.sent_at)) ??
  earliest(emails.filter((email) => email.status === 'planned').map((email) => email.scheduled_at));
