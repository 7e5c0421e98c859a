import { describe, expect, it } from '@jest/globals';
import { formatAdminDate, formatRelativeTime, isoOfEpochSeconds } from './relative-time';

const now = new Date('2026-03-05T12:00:00Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2026-03-05T09:00:00Z', 'en', '3 hours ago'],
    ['2026-03-05T09:00:00Z', 'nl', '3 uur geleden'],
    ['2026-03-05T11:58:00Z', 'en', '2 minutes ago'],
    ['2026-03-05T11:59:40Z', 'en', 'now'],
    ['2026-03-05T11:59:40Z', 'nl', 'nu'],
    ['2026-03-02T12:00:00Z', 'en', '3 days ago'],
    ['2026-01-01T12:00:00Z', 'en', '2 months ago'],
    ['2024-03-01T12:00:00Z', 'nl', '2 jaar geleden'],
    ['2026-03-06T12:00:00Z', 'en', 'in 1 day'],
  ] as const)('reads %s as "%s" in %s', (iso, language, text) => {
    expect(formatRelativeTime(iso, now, language)).toBe(text);
  });

  it('answers null for a timestamp it cannot read', () => {
    expect(formatRelativeTime('soon', now, 'en')).toBeNull();
  });
});

describe('formatAdminDate', () => {
  it('shows a stored date in the language’s format', () => {
    expect(formatAdminDate('2026-03-05', 'nl')).toBe('05-03-2026');
    expect(formatAdminDate('2026-03-05', 'en')).toBe('03/05/2026');
  });

  it('counts a timestamp in Amsterdam time', () => {
    expect(formatAdminDate('2026-03-04T23:30:00Z', 'nl')).toBe('05-03-2026');
  });

  it('shows text that is no date as it came', () => {
    expect(formatAdminDate('someday', 'en')).toBe('someday');
  });

  it('turns epoch seconds into a timestamp', () => {
    expect(isoOfEpochSeconds(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
