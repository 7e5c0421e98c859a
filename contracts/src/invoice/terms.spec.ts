import { describe, expect, it } from '@jest/globals';
import {
  PAYMENT_TERM_OPTIONS,
  cleanPaymentDaysInput,
  computeDueDate,
  defaultDueDate,
  paymentDaysBetween,
  paymentDaysOf,
  paymentDaysToTerms,
  paymentTermLabel,
} from './terms.js';

describe('payment term options', () => {
  it('offers the five terms, stored as language-neutral values', () => {
    expect(PAYMENT_TERM_OPTIONS).toEqual([
      '7 days',
      '14 days',
      '30 days',
      '60 days',
      'Due on receipt',
    ]);
  });
});

describe('paymentTermLabel', () => {
  it.each([
    {
      scenario: 'a days term uses the plural key',
      terms: '30 days',
      label: { key: 'terms.days', values: { count: 30 } },
    },
    { scenario: 'one day', terms: '1 days', label: { key: 'terms.days', values: { count: 1 } } },
    {
      scenario: 'due on receipt has its own key',
      terms: 'Due on receipt',
      label: { key: 'terms.dueOnReceipt' },
    },
    {
      scenario: 'due on receipt in other case',
      terms: 'due on receipt',
      label: { key: 'terms.dueOnReceipt' },
    },
    { scenario: 'free text is shown as is', terms: 'On delivery', label: { text: 'On delivery' } },
    {
      scenario: 'more than 365 days is shown capped',
      terms: '400 days',
      label: { key: 'terms.days', values: { count: 365 } },
    },
  ])('$scenario', ({ terms, label }) => {
    expect(paymentTermLabel(terms)).toEqual(label);
  });
});

describe('paymentDaysOf', () => {
  it.each([
    { scenario: 'a term with a number', terms: '30 days', days: 30 },
    { scenario: 'a Dutch term with a number', terms: '21 dagen', days: 21 },
    { scenario: 'due on receipt', terms: 'Due on receipt', days: 0 },
    { scenario: 'text without a number', terms: 'whenever', days: 14 },
    { scenario: 'empty', terms: '', days: 14 },
    { scenario: 'capped at 365', terms: '999 days', days: 365 },
  ])('$scenario', ({ terms, days }) => {
    expect(paymentDaysOf(terms)).toBe(days);
  });
});

describe('cleanPaymentDaysInput', () => {
  it.each([
    { scenario: 'digits are kept', text: '30', cleaned: '30' },
    { scenario: 'empty stays empty while editing', text: '', cleaned: '' },
    { scenario: 'letters are stripped', text: '3o d', cleaned: '3' },
    { scenario: 'only letters leave nothing', text: 'abc', cleaned: '' },
    { scenario: 'above 365 becomes 365', text: '400', cleaned: '365' },
    { scenario: 'exactly 365 is allowed', text: '365', cleaned: '365' },
    { scenario: 'leading zeros are dropped', text: '007', cleaned: '7' },
    { scenario: 'zero is allowed', text: '0', cleaned: '0' },
    { scenario: 'a minus sign is stripped', text: '-5', cleaned: '5' },
  ])('$scenario', ({ text, cleaned }) => {
    expect(cleanPaymentDaysInput(text)).toBe(cleaned);
  });
});

describe('paymentDaysToTerms', () => {
  it.each([
    { scenario: 'saved as {n} days', text: '21', terms: '21 days' },
    { scenario: 'an empty field saves the default', text: '', terms: '14 days' },
    { scenario: 'stripped and capped before saving', text: '1000x', terms: '365 days' },
  ])('$scenario', ({ text, terms }) => {
    expect(paymentDaysToTerms(text)).toBe(terms);
  });
});

describe('computeDueDate', () => {
  const today = '2026-05-04';
  it.each([
    {
      scenario: 'date plus the term days',
      date: '2026-01-20',
      terms: '14 days',
      due: '2026-02-03',
    },
    { scenario: 'across a year end', date: '2026-12-20', terms: '30 days', due: '2027-01-19' },
    { scenario: 'across a leap day', date: '2028-02-20', terms: '14 days', due: '2028-03-05' },
    {
      scenario: 'across the daylight-saving change',
      date: '2026-03-25',
      terms: '7 days',
      due: '2026-04-01',
    },
    {
      scenario: 'due on receipt is the same day',
      date: '2026-01-20',
      terms: 'Due on receipt',
      due: '2026-01-20',
    },
    {
      scenario: 'an unknown term gives 14 days',
      date: '2026-01-20',
      terms: 'soon',
      due: '2026-02-03',
    },
    {
      scenario: 'an invalid date gives the default due date',
      date: 'not a date',
      terms: '30 days',
      due: '2026-05-18',
    },
    {
      scenario: 'an impossible date gives the default due date',
      date: '2026-02-30',
      terms: '30 days',
      due: '2026-05-18',
    },
  ])('$scenario', ({ date, terms, due }) => {
    expect(computeDueDate(date, terms, today)).toBe(due);
  });
});

describe('defaultDueDate', () => {
  it.each([
    { scenario: '14 days after today', today: '2026-05-04', due: '2026-05-18' },
    { scenario: 'an unreadable today is returned as it is', today: 'vandaag', due: 'vandaag' },
  ])('$scenario', ({ today, due }) => {
    expect(defaultDueDate(today)).toBe(due);
  });
});

describe('paymentDaysBetween', () => {
  it.each([
    { scenario: 'days between the two dates', date: '2026-01-01', dueDate: '2026-01-31', days: 30 },
    { scenario: 'same day', date: '2026-01-01', dueDate: '2026-01-01', days: 0 },
    { scenario: 'invalid dates give 14', date: '', dueDate: '2026-01-31', days: 14 },
    {
      scenario: 'a due date before the date gives 14',
      date: '2026-01-31',
      dueDate: '2026-01-01',
      days: 14,
    },
    { scenario: 'capped at 365', date: '2026-01-01', dueDate: '2028-01-01', days: 365 },
  ])('$scenario', ({ date, dueDate, days }) => {
    expect(paymentDaysBetween(date, dueDate)).toBe(days);
  });
});
