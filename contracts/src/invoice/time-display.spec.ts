import { describe, expect, it, jest } from '@jest/globals';
import { formatInstant, sameDayIn, userTimeZone, zoneNamedAt } from './time-display.js';

// Issue 29: an e-mail sent at 04:32Z on 27 November (05:32 in Amsterdam, winter time).
const sentAt = '2026-11-27T04:32:00Z';
const millis = Date.parse(sentAt);
const summer = Date.parse('2026-07-01T10:00:00Z');

describe('formatInstant', () => {
  it.each([
    {
      scenario: 'Amsterdam, English',
      zone: 'Europe/Amsterdam',
      locale: 'en',
      text: '11/27/2026 5:32 AM',
    },
    {
      scenario: 'Amsterdam, Dutch',
      zone: 'Europe/Amsterdam',
      locale: 'nl',
      text: '27-11-2026 05:32',
    },
    {
      scenario: 'Brussels keeps the same clock',
      zone: 'Europe/Brussels',
      locale: 'nl',
      text: '27-11-2026 05:32',
    },
    { scenario: 'UTC, named', zone: 'UTC', locale: 'en', text: '11/27/2026 4:32 AM UTC' },
    {
      scenario: 'UTC by its IANA name',
      zone: 'Etc/UTC',
      locale: 'nl',
      text: '27-11-2026 04:32 UTC',
    },
    {
      scenario: 'New York, the day before',
      zone: 'America/New_York',
      locale: 'en',
      text: '11/26/2026 11:32 PM EST',
    },
  ] as const)('$scenario: $text', ({ zone, locale, text }) => {
    expect(formatInstant(sentAt, { locale, zone })).toBe(text);
  });

  it('reads epoch milliseconds and Dates as the same moment', () => {
    const display = { locale: 'nl', zone: 'Europe/Amsterdam', style: 'time' } as const;
    expect(formatInstant(millis, display)).toBe('05:32');
    expect(formatInstant(new Date(millis), display)).toBe('05:32');
    expect(formatInstant(sentAt, { ...display, locale: 'en' })).toBe('5:32 AM');
    expect(formatInstant(sentAt, { ...display, zone: 'UTC' })).toBe('04:32 UTC');
  });

  it.each(['yesterday', '', Number.NaN, new Date(Number.NaN)])('shows %p as a dash', (value) => {
    expect(formatInstant(value, { locale: 'en', zone: 'UTC' })).toBe('-');
  });
});

describe('zoneNamedAt', () => {
  it('names a zone only while its clock differs from Amsterdam’s', () => {
    expect(zoneNamedAt(millis, 'Europe/Amsterdam')).toBe(false);
    expect(zoneNamedAt(millis, 'Europe/Paris')).toBe(false);
    expect(zoneNamedAt(millis, 'Europe/London')).toBe(true);
    expect(zoneNamedAt(summer, 'Europe/London')).toBe(true);
    expect(zoneNamedAt(millis, 'UTC')).toBe(true);
  });
});

describe('userTimeZone', () => {
  it('takes a zone the settings name, else the device’s, never an unknown one', () => {
    expect(userTimeZone('America/New_York')).toBe('America/New_York');
    expect(userTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(userTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('falls back to Amsterdam when the runtime cannot say its zone', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    try {
      expect(userTimeZone()).toBe('Europe/Amsterdam');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('sameDayIn', () => {
  it('compares calendar days in the zone', () => {
    const lateEvening = Date.parse('2026-11-26T23:30:00Z');
    expect(sameDayIn(lateEvening, millis, 'UTC')).toBe(false);
    expect(sameDayIn(lateEvening, millis, 'Europe/Amsterdam')).toBe(true);
  });
});
