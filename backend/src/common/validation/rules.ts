import { isValidStoredDate } from '@app/contracts/invoice';

/** A yyyy-MM-dd date that exists on the calendar. */
export const isDateText = (value: unknown): boolean =>
  typeof value === 'string' && isValidStoredDate(value);

export const DATE_TEXT_MESSAGE = 'must be a date in yyyy-MM-dd form';

/** An ISO 8601 timestamp with a zone, e.g. 2026-11-30T09:00:00.000Z. */
export const isIsoTimestamp = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));
