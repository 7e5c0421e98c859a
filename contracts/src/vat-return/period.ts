import { isDateInRange, type DateRange } from '@app/contracts/invoice';

/** A return's period: both countries let a seller file monthly or quarterly. */
export type VatReturnPeriod =
  | { kind: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }
  | { kind: 'month'; year: number; month: number };

const stored = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Day 0 of the next month is the last day of this one. */
const lastDay = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The dates a period covers, both ends inclusive. */
export const vatReturnRange = (period: VatReturnPeriod): DateRange => {
  const [first, last] =
    period.kind === 'quarter'
      ? [period.quarter * 3 - 2, period.quarter * 3]
      : [period.month, period.month];
  if (!Number.isInteger(first) || first < 1 || last > 12) {
    throw new RangeError(`No such period: ${JSON.stringify(period)}`);
  }
  return {
    start: stored(period.year, first, 1),
    end: stored(period.year, last, lastDay(period.year, last)),
  };
};

/**
 * Whether a document dated `date` belongs to the period. The product knows one date per
 * document, the invoice date, and uses it for the return and the listings alike (the invoice
 * system; a credit note counts in the period of its own date).
 */
export const inReturnPeriod = (date: string, range: DateRange): boolean =>
  isDateInRange(date, range);
