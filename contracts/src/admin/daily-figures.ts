import { addDays, DEFAULT_TIME_ZONE } from '../invoice/dates.js';
import type { DateRange } from '../invoice/periods.js';

/**
 * The admin dashboard's figures per day (issue 29): sign-ups and invoices on each of the last
 * days, today included, as calendar days in the product's time zone.
 */

/** One day's figures: users who joined, invoices stored (every document the counters count). */
export type AdminDay = { date: string; signUps: number; invoices: number };

export type AdminDailyStats = {
  /** The first and last day, both included (yyyy-MM-dd). */
  from: string;
  to: string;
  /** The zone whose midnights divide the days. */
  timeZone: string;
  /** Every day from `from` to `to`, oldest first; a day without any is 0. */
  days: AdminDay[];
};

export const ADMIN_DAILY_DAYS = { default: 30, min: 7, max: 90 } as const;

export const ADMIN_DAILY_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The `days` days that end with `today` (a clock's, so always a valid date). */
export const adminDailyRange = (today: string, days: number): DateRange => ({
  start: addDays(today, 1 - days) ?? today,
  end: today,
});

/** A day's count as a query answers it; a day without any has no row. */
export type DayCount = { date: string; count: number };

/** Every day of `range`, oldest first, with both counts (0 where a query had no row for it). */
export const adminDailySeries = (
  range: DateRange,
  signUps: readonly DayCount[],
  invoices: readonly DayCount[],
): AdminDay[] => {
  const counted = (rows: readonly DayCount[]) => new Map(rows.map((row) => [row.date, row.count]));
  const [joined, stored] = [counted(signUps), counted(invoices)];
  const days: AdminDay[] = [];
  for (let date: string | null = range.start; date !== null && date <= range.end;) {
    days.push({ date, signUps: joined.get(date) ?? 0, invoices: stored.get(date) ?? 0 });
    date = addDays(date, 1);
  }
  return days;
};
