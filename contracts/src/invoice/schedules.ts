import { DateTime } from 'luxon';
import { isWholeNumberIn } from '../common/whole-number.js';
import { isRecord } from '../common/records.js';
import { STORAGE_DATE_FORMAT, toStoredDate } from './dates.js';
import type { ScheduleDraft, ScheduleType } from './types.js';

export const SCHEDULE_TYPES: readonly ScheduleType[] = ['monthly', 'quarterly', 'yearly'];

const MONTHS_BETWEEN: Record<ScheduleType, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export const SCHEDULE_DAY_MIN = 1;
export const SCHEDULE_DAY_MAX = 31;

/** 'Day must be between 1 and 31' */
export const SCHEDULE_DAY_ERROR = 'schedule.dayRange';
/** 'End date must be on or after the start date' */
export const SCHEDULE_END_DATE_ERROR = 'schedule.endDateError';
/** 'Please choose a valid start date' */
export const SCHEDULE_START_DATE_ERROR = 'schedule.startDateError';

export type ScheduleError =
  typeof SCHEDULE_DAY_ERROR | typeof SCHEDULE_END_DATE_ERROR | typeof SCHEDULE_START_DATE_ERROR;

export type ScheduleRule = {
  type: ScheduleType;
  dayOfMonth: number;
  startDate: string;
  endDate?: string;
  active?: boolean;
};

const parse = (date: string): DateTime =>
  DateTime.fromFormat(date, STORAGE_DATE_FORMAT, { zone: 'utc' });

const isScheduleType = (value: string): value is ScheduleType =>
  (SCHEDULE_TYPES as readonly string[]).includes(value);

/** Known types show a translated label; anything else is shown as it is (admin table). */
export const scheduleTypeLabel = (
  type: string,
): { key: `schedule.types.${ScheduleType}` } | { text: string } =>
  isScheduleType(type) ? { key: `schedule.types.${type}` } : { text: type };

/** Accepts the field's text or a number; only whole days 1 to 31 pass. */
export const validateScheduleDay = (day: number | string): typeof SCHEDULE_DAY_ERROR | null =>
  isWholeNumberIn(day, SCHEDULE_DAY_MIN, SCHEDULE_DAY_MAX) ? null : SCHEDULE_DAY_ERROR;

/** Clearing the end-date field removes the end date instead of storing ''. */
export const normaliseEndDate = (endDate: string | undefined): string | undefined =>
  endDate === undefined || endDate.trim() === '' ? undefined : endDate;

/**
 * An end date equal to the start date is allowed (a schedule that runs once): the modal's
 * "on or after" is what users see and is the more permissive reading; the service's older
 * 'after' message is not followed.
 */
export const validateScheduleDates = (
  startDate: string,
  endDate?: string,
): typeof SCHEDULE_END_DATE_ERROR | typeof SCHEDULE_START_DATE_ERROR | null => {
  if (!parse(startDate).isValid) {
    return SCHEDULE_START_DATE_ERROR;
  }
  const end = normaliseEndDate(endDate);
  if (end === undefined) {
    return null;
  }
  return parse(end).isValid && end >= startDate ? null : SCHEDULE_END_DATE_ERROR;
};

export const validateSchedule = (rule: ScheduleRule): ScheduleError[] =>
  [
    validateScheduleDay(rule.dayOfMonth),
    validateScheduleDates(rule.startDate, rule.endDate),
  ].filter((error): error is ScheduleError => error !== null);

/**
 * A schedule kept on an invoice before the server has it (`Invoice.scheduleData`, spec §4), as
 * read back from the browser's storage: kept only when it has an id and passes
 * `validateSchedule`, so a damaged one is dropped rather than sent. `active` is true unless
 * stored as false.
 */
export const normaliseScheduleDraft = (raw: unknown): ScheduleDraft | undefined => {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '') return undefined;
  const { id, type, dayOfMonth, startDate } = raw;
  if (
    typeof type !== 'string' ||
    !isScheduleType(type) ||
    typeof dayOfMonth !== 'number' ||
    typeof startDate !== 'string'
  ) {
    return undefined;
  }
  const endDate = normaliseEndDate(typeof raw.endDate === 'string' ? raw.endDate : undefined);
  const draft: ScheduleDraft = {
    id,
    type,
    dayOfMonth,
    startDate,
    ...(endDate === undefined ? {} : { endDate }),
    active: raw.active !== false,
  };
  return validateSchedule(draft).length === 0 ? draft : undefined;
};

/** The schedule day in a given month: a day past the month's end becomes its last day. */
export const scheduleDayInMonth = (year: number, month: number, dayOfMonth: number): number =>
  Math.min(dayOfMonth, DateTime.utc(year, month, 1).daysInMonth ?? dayOfMonth);

const monthIndex = (date: DateTime): number => date.year * 12 + date.month - 1;

const occurrenceInMonth = (index: number, dayOfMonth: number): DateTime => {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return DateTime.utc(year, month, scheduleDayInMonth(year, month, dayOfMonth));
};

export type NextInvoiceDateOptions = {
  /** Occurrences before today are not "next" any more. */
  today: string;
  /** The next occurrence comes strictly after the last generated one. */
  lastGeneratedDate?: string;
};

/**
 * The next date the schedule makes an invoice: the first occurrence on or after the start date,
 * today, and the day after the last generated invoice. Occurrences fall in the start month and
 * every 1, 3 or 12 months after it, on the schedule day (clamped to the month's last day).
 * null when the schedule is inactive, invalid, or has ended.
 */
export const nextInvoiceDate = (
  rule: ScheduleRule,
  options: NextInvoiceDateOptions,
): string | null => {
  const start = parse(rule.startDate);
  const today = parse(options.today);
  if (
    rule.active === false ||
    !start.isValid ||
    !today.isValid ||
    validateScheduleDay(rule.dayOfMonth)
  ) {
    return null;
  }
  const lastGenerated =
    options.lastGeneratedDate === undefined ? null : parse(options.lastGeneratedDate);
  const afterLast = lastGenerated?.isValid ? lastGenerated.plus({ days: 1 }) : start;
  const earliest = DateTime.max(start, today, afterLast);
  const step = MONTHS_BETWEEN[rule.type];
  const first = Math.max(0, Math.floor((monthIndex(earliest) - monthIndex(start)) / step));
  const candidate = occurrenceInMonth(monthIndex(start) + first * step, rule.dayOfMonth);
  const next =
    candidate < earliest
      ? occurrenceInMonth(monthIndex(start) + (first + 1) * step, rule.dayOfMonth)
      : candidate;
  const end = normaliseEndDate(rule.endDate);
  return end !== undefined && toStoredDate(next) > end ? null : toStoredDate(next);
};

/**
 * The date after a generated one: the next occurrence strictly after `generatedDate`, however
 * far behind today that is, so dates missed while no generator ran are each made in turn (a
 * customer billed monthly owes every month). null when the schedule ends before it.
 */
export const nextDateAfterRun = (rule: ScheduleRule, generatedDate: string): string | null =>
  nextInvoiceDate(rule, { today: generatedDate, lastGeneratedDate: generatedDate });

/**
 * The next `count` dates the schedule will make invoices on, as the server will make them: the
 * first is the `nextInvoiceDate` the server stores, each later one the `nextDateAfterRun` its
 * generator moves on to. Fewer when the schedule ends first; none when it is inactive, invalid
 * or over. The schedule modal previews these while the user chooses.
 */
export const upcomingInvoiceDates = (
  rule: ScheduleRule,
  options: NextInvoiceDateOptions,
  count: number,
): string[] => {
  const dates: string[] = [];
  let next = nextInvoiceDate(rule, options);
  while (next !== null && dates.length < count) {
    dates.push(next);
    next = dates.length < count ? nextDateAfterRun(rule, next) : null;
  }
  return dates;
};

/**
 * A schedule as the API stores and answers it (spec §3 Schedule). Dates are yyyy-MM-dd;
 * `nextInvoiceDate` is null when the schedule is inactive or has ended.
 */
export type ApiSchedule = {
  id: string;
  /** The invoice each generated invoice is copied from. */
  templateInvoiceId: string;
  type: ScheduleType;
  dayOfMonth: number;
  startDate: string;
  endDate?: string;
  active: boolean;
  /** The date of the last invoice generated from it; absent until one is. */
  lastGeneratedDate?: string;
  nextInvoiceDate: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Moves on every change of the stored schedule (its ETag); see docs/data-api.md. */
  version: number;
};

/**
 * What a client sends to create a schedule. The id may be made by the client (an offline save
 * keeps it). An end date of '' or null means none: clearing the field removes it.
 */
export type ScheduleInput = {
  id?: string;
  templateInvoiceId: string;
  type: ScheduleType;
  dayOfMonth: number;
  startDate: string;
  endDate?: string | null;
  /** true when absent. */
  active?: boolean;
};
