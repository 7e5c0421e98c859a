import type { VatReturnPeriod } from './period.js';

/**
 * A return period written as the API and the page's address write it: `2026-Q3` for a quarter,
 * `2026-07` for a month. One spelling, parsed and written here, so the browser and the server
 * cannot disagree on it.
 */
const PERIOD_KEY = /^(\d{4})-(?:Q([1-4])|(0[1-9]|1[0-2]))$/;

/** The period a key names, or null when the text is no period (`2026-Q5`, `2026-13`, `26-Q1`). */
export const parseVatReturnPeriod = (key: string): VatReturnPeriod | null => {
  const match = PERIOD_KEY.exec(key);
  if (match === null) return null;
  const year = Number(match[1]);
  return match[2] === undefined
    ? { kind: 'month', year, month: Number(match[3]) }
    : { kind: 'quarter', year, quarter: Number(match[2]) as 1 | 2 | 3 | 4 };
};

export const vatReturnPeriodKey = (period: VatReturnPeriod): string =>
  `${String(period.year).padStart(4, '0')}-${
    period.kind === 'quarter' ? `Q${period.quarter}` : String(period.month).padStart(2, '0')
  }`;

/**
 * The quarter a seller files next on `today` (a stored date): the last complete one. Both
 * countries' quarterly returns are due in the month after the quarter, so that is the one the
 * user opens this page for; the current quarter is a click away.
 */
export const lastCompleteQuarter = (today: string): VatReturnPeriod => {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return quarter === 1
    ? { kind: 'quarter', year: year - 1, quarter: 4 }
    : { kind: 'quarter', year, quarter: (quarter - 1) as 1 | 2 | 3 };
};
