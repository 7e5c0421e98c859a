import { describe, expect, it } from '@jest/globals';
import { formatRelativeTime } from './relative-time.js';

describe('formatRelativeTime', () => {
  it.each([
    [
      'a February back is a month, not four weeks',
      '2026-02-05T12:00:00Z',
      '2026-03-05T12:00:00Z',
      '1 month ago',
    ],
    [
      '31 days inside a 31-day month are a month',
      '2026-01-01T00:00:00Z',
      '2026-02-01T00:00:00Z',
      '1 month ago',
    ],
    ['a leap year is a year', '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', '1 year ago'],
    [
      '59.6 seconds round to a minute',
      '2026-03-05T11:59:00.400Z',
      '2026-03-05T12:00:00Z',
      '1 minute ago',
    ],
  ])('%s', (_scenario, iso, now, text) => {
    expect(formatRelativeTime(iso, new Date(now), 'en')).toBe(text);
  });
});
