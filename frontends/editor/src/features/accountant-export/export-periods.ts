import { storedDateOf } from '@app/contracts/invoice';

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** A period as the API names it: `2026-Q3` or `2026-07`. */
export const periodText = (year: number, part: string): string => `${year}-${part}`;

/**
 * What the picker starts on: the last quarter that has ended (closing a quarter is done after
 * it), in the seller's zone (contracts' `storedDateOf`).
 */
export function defaultPeriod(now: Date = new Date()): { year: number; part: string } {
  const [year, month] = storedDateOf(now).split('-').map(Number) as [number, number];
  const current = Math.ceil(month / 3);
  return current === 1 ? { year: year - 1, part: 'Q4' } : { year, part: `Q${current - 1}` };
}

/** The years offered: this one and the six before (the longest a user will look back to file). */
export const yearsUpTo = (year: number): number[] =>
  Array.from({ length: 7 }, (_, index) => year - index);
