import {
  INVOICE_MESSAGES,
  SCHEDULE_DAY_ERROR,
  SCHEDULE_END_DATE_ERROR,
  SCHEDULE_START_DATE_ERROR,
  normaliseEndDate,
  validateSchedule,
  type ScheduleError,
  type ScheduleInput,
  type ScheduleRule,
} from '@app/contracts/invoice';
import type { FieldErrorDto } from '../common/errors/error-body.js';

/** What a user decides about a schedule; the dates the generator keeps are not part of it. */
export type ScheduleFields = Required<Omit<ScheduleRule, 'endDate'>> &
  Pick<ScheduleRule, 'endDate'> & { templateInvoiceId: string };

const FIELD_OF: Record<ScheduleError, keyof ScheduleFields> = {
  [SCHEDULE_DAY_ERROR]: 'dayOfMonth',
  [SCHEDULE_START_DATE_ERROR]: 'startDate',
  [SCHEDULE_END_DATE_ERROR]: 'endDate',
};

/** '' and null both mean "no end date": clearing the field removes it. */
const endDateOf = (endDate: string | null | undefined): string | undefined =>
  normaliseEndDate(endDate ?? undefined);

/** A new schedule's fields: active unless it says otherwise, no end date unless it has one. */
export function fieldsOfInput(input: ScheduleInput): ScheduleFields {
  const { id: _id, endDate, active, ...rest } = input;
  const end = endDateOf(endDate);
  return { ...rest, active: active ?? true, ...(end === undefined ? {} : { endDate: end }) };
}

/** The contracts rules of a whole schedule, as the API's field errors. */
export function scheduleFieldErrors(fields: ScheduleFields): FieldErrorDto[] {
  return validateSchedule(fields).map((error) => ({
    field: FIELD_OF[error],
    message: INVOICE_MESSAGES[error],
  }));
}
