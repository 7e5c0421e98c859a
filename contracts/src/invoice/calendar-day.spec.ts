import { describe, expect, it } from '@jest/globals';
import { calendarDayOf, readStoredDate, writeStoredDate } from './calendar-day.js';
import { formatDocumentDate, formatStoredDocumentDate } from './document-locale.js';

describe('stored calendar days without luxon', () => {
  it.each([
    ['2026-02-28', { year: 2026, month: 2, day: 28 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['0050-01-01', { year: 50, month: 1, day: 1 }],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['28-02-2026', null],
    ['2026-02-28T10:00:00Z', null],
  ])('reads %s', (date, parts) => {
    expect(readStoredDate(date)).toEqual(parts);
  });

  it('writes a stored date in a numeric pattern', () => {
    expect(writeStoredDate('2026-03-05', 'dd-MM-yyyy')).toBe('05-03-2026');
    expect(writeStoredDate('0050-03-05', 'MM/dd/yyyy')).toBe('03/05/0050');
    expect(writeStoredDate('2026-02-30', 'dd-MM-yyyy')).toBeNull();
  });

  it("gives an instant's day in a zone, across the date line of Amsterdam's midnight", () => {
    const lateEvening = Date.UTC(2026, 4, 4, 22, 30);
    expect(calendarDayOf(lateEvening, 'Europe/Amsterdam')).toBe('2026-05-05');
    expect(calendarDayOf(lateEvening, 'UTC')).toBe('2026-05-04');
    expect(calendarDayOf(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Amsterdam')).toBe('2027-01-01');
  });

  it.each([
    ['2026-03-05', 'en', '03/05/2026'],
    ['2026-03-05', 'nl', '05-03-2026'],
    ['2026-03-05', 'nl-BE', '05/03/2026'],
  ] as const)('writes %s for %s as the documents do', (date, locale, text) => {
    expect(formatStoredDocumentDate(date, locale)).toBe(text);
    expect(formatDocumentDate(date, locale)).toBe(text);
  });

  it('leaves timestamps to formatDocumentDate, which reads them at their offset', () => {
    expect(formatStoredDocumentDate('2026-03-05T23:30:00+01:00', 'nl')).toBeNull();
    expect(formatDocumentDate('2026-03-05T23:30:00+01:00', 'nl')).toBe('05-03-2026');
  });
});
