import { describe, expect, it } from '@jest/globals';
import {
  formatEmailTimestamp,
  parseEmailTimestamp,
  sentLineTimestamp,
} from './email-timestamps.js';

const may4 = Date.UTC(2026, 4, 4, 8, 30);

describe('parseEmailTimestamp', () => {
  it.each([
    { scenario: 'epoch seconds as a number', value: may4 / 1000, millis: may4 },
    { scenario: 'epoch seconds as a numeric string', value: String(may4 / 1000), millis: may4 },
    { scenario: 'fractional epoch seconds', value: '1777883400.5', millis: 1777883400500 },
    { scenario: 'ISO text with zone', value: '2026-05-04T10:30:00+02:00', millis: may4 },
    { scenario: 'ISO text without zone is UTC', value: '2026-05-04T08:30:00', millis: may4 },
    { scenario: 'SQL text', value: '2026-05-04 08:30:00', millis: may4 },
    { scenario: 'RFC 2822 text', value: 'Mon, 04 May 2026 08:30:00 +0000', millis: may4 },
    { scenario: 'HTTP date text', value: 'Monday, 04-May-26 08:30:00 GMT', millis: may4 },
    { scenario: 'garbage', value: 'yesterday', millis: null },
    { scenario: 'empty text', value: '  ', millis: null },
    { scenario: 'null', value: null, millis: null },
    { scenario: 'not a finite number', value: Number.NaN, millis: null },
    { scenario: 'an object', value: { seconds: 1 }, millis: null },
  ])('$scenario', ({ value, millis }) => {
    expect(parseEmailTimestamp(value)).toBe(millis);
  });
});

describe('formatEmailTimestamp', () => {
  it.each([
    {
      scenario: 'Dutch, in Amsterdam time',
      value: may4 / 1000,
      locale: 'nl' as const,
      zone: 'Europe/Amsterdam',
      text: '04-05-2026 10:30',
    },
    {
      scenario: 'English, in Amsterdam time',
      value: may4 / 1000,
      locale: 'en' as const,
      zone: 'Europe/Amsterdam',
      text: '05/04/2026 10:30 AM',
    },
    {
      scenario: 'in another zone, named',
      value: may4 / 1000,
      locale: 'nl' as const,
      zone: 'UTC',
      text: '04-05-2026 08:30 UTC',
    },
    {
      scenario: 'unparseable shows a dash',
      value: 'n/a',
      locale: 'en' as const,
      zone: 'Europe/Amsterdam',
      text: '-',
    },
  ])('$scenario', ({ value, locale, zone, text }) => {
    expect(formatEmailTimestamp(value, locale, zone)).toBe(text);
  });
});

describe('sentLineTimestamp', () => {
  it.each([
    {
      scenario: 'the first sent email',
      emails: [
        { status: 'sent', sent_at: 300 },
        { status: 'sent', sent_at: '200' },
        { status: 'sent', sent_at: 400 },
        { status: 'planned', scheduled_at: 100 },
      ],
      millis: 200_000,
    },
    {
      scenario: 'otherwise the earliest planned one',
      emails: [
        { status: 'planned', scheduled_at: 500 },
        { status: 'planned', scheduled_at: 400 },
        { status: 'failed', scheduled_at: 10 },
      ],
      millis: 400_000,
    },
    {
      scenario: 'sent emails without a time are skipped',
      emails: [
        { status: 'sent', sent_at: 'x' },
        { status: 'planned', scheduled_at: 7 },
      ],
      millis: 7000,
    },
    { scenario: 'nothing to show', emails: [{ status: 'failed', scheduled_at: 10 }], millis: null },
  ])('$scenario', ({ emails, millis }) => {
    expect(sentLineTimestamp(emails)).toBe(millis);
  });
});
