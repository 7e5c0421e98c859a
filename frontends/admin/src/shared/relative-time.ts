import type { Language } from '@app/contracts/routing';
import { formatDisplayDate, storedDateOf } from '@app/contracts/invoice';

// Calendar arithmetic is luxon's, in contracts, where the other date rules live.
export { formatRelativeTime } from '@app/contracts/common';

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
