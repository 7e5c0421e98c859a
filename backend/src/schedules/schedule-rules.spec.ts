import { describe, expect, it } from '@jest/globals';
import { fieldsOfInput, scheduleFieldErrors, type ScheduleFields } from './schedule-rules.js';

const stored: ScheduleFields = {
  templateInvoiceId: 'template-invoice-0001',
  type: 'monthly',
  dayOfMonth: 5,
  startDate: '2026-01-05',
  endDate: '2026-12-31',
  active: true,
};

describe('fieldsOfInput', () => {
  it.each([
    {
      scenario: 'active by default, without an end date',
      input: { endDate: undefined, active: undefined },
      fields: { active: true },
    },
    {
      scenario: 'an empty end date is none',
      input: { endDate: '', active: false },
      fields: { active: false },
    },
    { scenario: 'a null end date is none', input: { endDate: null }, fields: { active: true } },
    {
      scenario: 'an end date is kept',
      input: { endDate: '2026-06-30' },
      fields: { active: true, endDate: '2026-06-30' },
    },
  ])('$scenario', ({ input, fields }) => {
    expect(
      fieldsOfInput({
        id: 'client-made-id-00001',
        templateInvoiceId: 't-0000000000000001',
        type: 'yearly',
        dayOfMonth: 31,
        startDate: '2026-01-31',
        ...input,
      }),
    ).toEqual({
      templateInvoiceId: 't-0000000000000001',
      type: 'yearly',
      dayOfMonth: 31,
      startDate: '2026-01-31',
      ...fields,
    });
  });
});

describe('scheduleFieldErrors', () => {
  it.each([
    { scenario: 'a valid schedule', changes: {}, errors: [] },
    {
      scenario: 'an end date on the start date',
      changes: { endDate: stored.startDate },
      errors: [],
    },
    {
      scenario: 'an end date before the start date',
      changes: { endDate: '2026-01-04' },
      errors: [{ field: 'endDate', message: 'End date must be on or after the start date' }],
    },
    {
      scenario: 'a day out of range',
      changes: { dayOfMonth: 32 },
      errors: [{ field: 'dayOfMonth', message: 'Day must be between 1 and 31' }],
    },
    {
      scenario: 'a start date that does not exist',
      changes: { startDate: '2026-02-30', endDate: undefined },
      errors: [{ field: 'startDate', message: 'Please choose a valid start date' }],
    },
  ])('$scenario', ({ changes, errors }) => {
    expect(scheduleFieldErrors({ ...stored, ...changes })).toEqual(errors);
  });
});
