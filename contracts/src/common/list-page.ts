import { intlLocales, type Language } from '../routing/languages.js';

/**
 * Counts stop here: a list answers an exact total up to this many and `totalCapped` beyond, so a
 * count costs the same for a user with a thousand rows as for one with a million.
 */
export const COUNT_CAP = 1000;

/**
 * The one shape of every list the API answers, beside the list's own array (`invoices`,
 * `companies`, `users`, `emails`). A client pages either with `cursor` (send back `nextCursor`:
 * the place is kept even when rows are added in front of it) or with `page` and `limit`.
 */
export type ListPageInfo = {
  /** Rows matching the query on all pages; `COUNT_CAP` when `totalCapped`. */
  total: number;
  /** True when there are more than `total` rows: show it as "1,000+". */
  totalCapped: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
  /** Opaque; pass as `cursor` for the page after this one. Null on the last page. */
  nextCursor: string | null;
};

/** A list's total as a user reads it: '1,234' / '1.234', and '1,000+' when capped. */
export function formatListTotal(
  info: Pick<ListPageInfo, 'total' | 'totalCapped'>,
  language: Language,
): string {
  const number = new Intl.NumberFormat(intlLocales[language]).format(info.total);
  return info.totalCapped ? `${number}+` : number;
}
