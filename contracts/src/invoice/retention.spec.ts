import { describe, expect, it } from '@jest/globals';
import { retentionUntil } from './retention.js';

describe('retentionUntil', () => {
  it.each([
    { issueDate: '2026-03-15', country: 'NL', until: '2033-12-31' },
    { issueDate: '2026-01-01', country: 'NL', until: '2033-12-31' },
    { issueDate: '2026-12-31', country: 'NL', until: '2033-12-31' },
    { issueDate: '2024-03-15', country: 'BE', until: '2034-12-31' },
    { issueDate: '2026-12-31', country: 'BE', until: '2036-12-31' },
    { issueDate: '2026-06-30', country: 'DE', until: '2036-12-31' },
    { issueDate: '2026-06-30', country: 'FR', until: '2036-12-31' },
  ] as const)(
    'keeps a document of $issueDate from a $country seller through $until',
    ({ issueDate, country, until }) => {
      expect(retentionUntil(issueDate, country)).toBe(until);
    },
  );

  it('refuses what is not a date', () => {
    expect(() => retentionUntil('15-03-2026', 'NL')).toThrow(RangeError);
  });
});
