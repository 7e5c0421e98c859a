// The schedule modal's fields and what they become: a draft kept on the invoice, or the bodies
// of the schedule calls. The rules themselves are contracts' (validateScheduleDay,
// validateScheduleDates, normaliseEndDate).
import {
  SCHEDULE_END_DATE_ERROR,
  SCHEDULE_START_DATE_ERROR,
  normaliseEndDate,
  upcomingInvoiceDates,
  validateScheduleDates,
  validateScheduleDay,
  type ScheduleDraft,
  type ScheduleError,
  type ScheduleType,
} from '@app/contracts/invoice';
import type { CreateScheduleDto, UpdateScheduleDto } from './schedulesApi.gen';

/** What the fields hold: the day as typed, '' for no end date. */
export type ScheduleFormValues = {
  type: ScheduleType;
  day: string;
  startDate: string;
  endDate: string;
  active: boolean;
};

export type ScheduleFormErrors = {
  day: ScheduleError | null;
  startDate: ScheduleError | null;
  endDate: ScheduleError | null;
};

export type ScheduleFields = Pick<
  ScheduleDraft,
  'type' | 'dayOfMonth' | 'startDate' | 'endDate' | 'active'
>;

/** A new schedule: monthly from today, on today's day of the month, without end, active. */
export const newScheduleForm = (today: string): ScheduleFormValues => ({
  type: 'monthly',
  day: String(Number(today.slice(8, 10))),
  startDate: today,
  endDate: '',
  active: true,
});

export const scheduleFormOf = (schedule: ScheduleFields): ScheduleFormValues => ({
  type: schedule.type,
  day: String(schedule.dayOfMonth),
  startDate: schedule.startDate,
  endDate: schedule.endDate ?? '',
  active: schedule.active,
});

export const scheduleFormErrors = (values: ScheduleFormValues): ScheduleFormErrors => {
  const dates = validateScheduleDates(values.startDate, values.endDate);
  return {
    day: validateScheduleDay(values.day),
    startDate: dates === SCHEDULE_START_DATE_ERROR ? dates : null,
    endDate: dates === SCHEDULE_END_DATE_ERROR ? dates : null,
  };
};

export const isScheduleFormValid = (values: ScheduleFormValues): boolean =>
  Object.values(scheduleFormErrors(values)).every((error) => error === null);

/** The fields of a valid form; a cleared end date is none (spec §5). */
const fieldsOf = (values: ScheduleFormValues): ScheduleFields => {
  const endDate = normaliseEndDate(values.endDate);
  return {
    type: values.type,
    dayOfMonth: Number(values.day.trim()),
    startDate: values.startDate,
    ...(endDate === undefined ? {} : { endDate }),
    active: values.active,
  };
};

/** How many coming invoice dates the modal previews. */
export const PREVIEW_DATES = 3;

/**
 * The next invoice dates of what the form holds, by the rule the server stores and its generator
 * follows (contracts `upcomingInvoiceDates`), from today and after the last invoice made; null
 * while the form is not valid.
 */
export const upcomingDatesOf = (
  values: ScheduleFormValues,
  today: string,
  lastGeneratedDate?: string,
): string[] | null =>
  isScheduleFormValid(values)
    ? upcomingInvoiceDates(
        fieldsOf(values),
        lastGeneratedDate === undefined ? { today } : { today, lastGeneratedDate },
        PREVIEW_DATES,
      )
    : null;

export const scheduleDraftOf = (id: string, values: ScheduleFormValues): ScheduleDraft => ({
  id,
  ...fieldsOf(values),
});

/** A create's body: the id made in the browser makes a repeated create answer the stored one. */
export const createScheduleBody = (
  templateInvoiceId: string,
  draft: ScheduleDraft,
): CreateScheduleDto => ({
  id: draft.id,
  templateInvoiceId,
  type: draft.type,
  dayOfMonth: draft.dayOfMonth,
  startDate: draft.startDate,
  ...(draft.endDate === undefined ? {} : { endDate: draft.endDate }),
  active: draft.active,
});

/** An update's body: every field, an end date of null removes a stored one. */
export const updateScheduleBody = (schedule: ScheduleFields): UpdateScheduleDto => ({
  type: schedule.type,
  dayOfMonth: schedule.dayOfMonth,
  startDate: schedule.startDate,
  endDate: schedule.endDate ?? null,
  active: schedule.active,
});
