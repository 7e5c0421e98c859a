import { isWholeNumberIn } from '../common/whole-number.js';

/**
 * Payment reminders (issue 15): a sent invoice still unpaid after its due date is marked overdue;
 * `daysAfterDue` days after the due date its customer gets one reminder e-mail, unless the user
 * switched reminders off.
 */
export type ReminderSettings = { enabled: boolean; daysAfterDue: number };

export const DEFAULT_REMINDER_DAYS = 7;
export const MIN_REMINDER_DAYS = 1;
/** A quarter: later than that a reminder is a dunning letter, not a friendly nudge. */
export const MAX_REMINDER_DAYS = 90;

/** 'Enter a number of days between 1 and 90' */
export const REMINDER_DAYS_ERROR = 'settings.reminders.daysRange';

export const defaultReminderSettings = (): ReminderSettings => ({
  enabled: true,
  daysAfterDue: DEFAULT_REMINDER_DAYS,
});

/** Accepts the field's text or a number; only whole days in range pass. */
export const validateReminderDays = (days: number | string): typeof REMINDER_DAYS_ERROR | null =>
  isWholeNumberIn(days, MIN_REMINDER_DAYS, MAX_REMINDER_DAYS) ? null : REMINDER_DAYS_ERROR;

/** Stored or sent reminder settings, each field repaired onto `fallback`. */
export const normaliseReminderSettings = (
  value: unknown,
  fallback: ReminderSettings,
): ReminderSettings => {
  if (typeof value !== 'object' || value === null) return { ...fallback };
  const raw = value as Record<string, unknown>;
  const days = raw.daysAfterDue;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : fallback.enabled,
    daysAfterDue:
      typeof days === 'number' && validateReminderDays(days) === null
        ? days
        : fallback.daysAfterDue,
  };
};
