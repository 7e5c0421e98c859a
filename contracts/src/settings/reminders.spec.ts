import { describe, expect, it } from '@jest/globals';
import { SETTINGS_MESSAGES } from './messages.js';
import {
  REMINDER_DAYS_ERROR,
  defaultReminderSettings,
  normaliseReminderSettings,
  validateReminderDays,
} from './reminders.js';

describe('validateReminderDays', () => {
  it.each([
    { scenario: 'one day', days: 1, error: null },
    { scenario: 'the default week', days: 7, error: null },
    { scenario: 'a quarter', days: 90, error: null },
    { scenario: 'zero', days: 0, error: REMINDER_DAYS_ERROR },
    { scenario: 'past a quarter', days: 91, error: REMINDER_DAYS_ERROR },
    { scenario: 'a fraction', days: 1.5, error: REMINDER_DAYS_ERROR },
    { scenario: 'typed text', days: ' 14 ', error: null },
    { scenario: 'empty text', days: '', error: REMINDER_DAYS_ERROR },
    { scenario: 'letters', days: 'week', error: REMINDER_DAYS_ERROR },
  ])('$scenario', ({ days, error }) => {
    expect(validateReminderDays(days)).toBe(error);
  });

  it('has an English message', () => {
    expect(SETTINGS_MESSAGES[REMINDER_DAYS_ERROR]).toBe('Enter a number of days between 1 and 90');
  });
});

describe('normaliseReminderSettings', () => {
  const fallback = defaultReminderSettings();

  it('defaults to reminders on, a week after the due date', () => {
    expect(fallback).toEqual({ enabled: true, daysAfterDue: 7 });
  });

  it.each([
    { scenario: 'nothing stored', value: undefined, result: fallback },
    { scenario: 'not an object', value: 'off', result: fallback },
    {
      scenario: 'switched off, later',
      value: { enabled: false, daysAfterDue: 30 },
      result: { enabled: false, daysAfterDue: 30 },
    },
    {
      scenario: 'days out of range keep the fallback',
      value: { enabled: false, daysAfterDue: 400 },
      result: { enabled: false, daysAfterDue: 7 },
    },
    {
      scenario: 'a switch that is not a boolean keeps the fallback',
      value: { enabled: 'no', daysAfterDue: '10' },
      result: fallback,
    },
  ])('$scenario', ({ value, result }) => {
    expect(normaliseReminderSettings(value, fallback)).toEqual(result);
  });
});
