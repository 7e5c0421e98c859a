import { describe, expect, it } from '@jest/globals';
import { DATE_ERROR_KEY } from './dates.js';
import { PAYMENT_STATUS_FILTERS, emptyStateKey } from './list.js';
import { INVOICE_MESSAGES } from './messages.js';
import { PAYMENT_STATUSES } from './payment-status.js';
import { PERIOD_PRESETS, presetLabelKey } from './periods.js';
import {
  SCHEDULE_DAY_ERROR,
  SCHEDULE_END_DATE_ERROR,
  SCHEDULE_START_DATE_ERROR,
  SCHEDULE_TYPES,
} from './schedules.js';
import { EMAIL_INVALID_ERROR, EMAIL_REQUIRED_ERROR } from './validation.js';
import { COUNTRIES } from './vat.js';

describe('INVOICE_MESSAGES', () => {
  it.each([
    { scenario: 'generic error', keys: [DATE_ERROR_KEY] },
    { scenario: 'e-mail errors', keys: [EMAIL_INVALID_ERROR, EMAIL_REQUIRED_ERROR] },
    {
      scenario: 'schedule errors',
      keys: [SCHEDULE_DAY_ERROR, SCHEDULE_END_DATE_ERROR, SCHEDULE_START_DATE_ERROR],
    },
    { scenario: 'schedule types', keys: SCHEDULE_TYPES.map((type) => `schedule.types.${type}`) },
    {
      scenario: 'payment statuses',
      keys: PAYMENT_STATUSES.map((status) => `paymentStatus.${status}`),
    },
    { scenario: 'period presets', keys: PERIOD_PRESETS.map(presetLabelKey) },
    { scenario: 'empty states', keys: PAYMENT_STATUS_FILTERS.map(emptyStateKey) },
    {
      scenario: 'countries',
      keys: COUNTRIES.map((country) => country.nameKey),
    },
    {
      scenario: 'terms and statuses',
      keys: ['terms.days', 'terms.dueOnReceipt', 'invoice.status.concept', 'invoice.status.sent'],
    },
  ])('has an English default for every $scenario key', ({ keys }) => {
    keys.forEach((key) => expect(INVOICE_MESSAGES).toHaveProperty([key]));
  });

  it('uses the wording of the spec', () => {
    expect(INVOICE_MESSAGES['common.errorOccurred']).toBe('An error occurred');
    expect(INVOICE_MESSAGES['schedule.dayRange']).toBe('Day must be between 1 and 31');
    expect(INVOICE_MESSAGES['paymentStatus.overdue_reminded']).toBe('Reminder Sent');
    expect(INVOICE_MESSAGES['invoice.status.concept']).toBe('Draft');
    expect(INVOICE_MESSAGES['validation.emailInvalid']).toBe('Please enter a valid email address');
  });

  it('keeps its keys sorted, like the locale files', () => {
    const keys = Object.keys(INVOICE_MESSAGES);
    expect(keys).toEqual([...keys].sort());
  });
});
