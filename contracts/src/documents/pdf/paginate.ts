import { ITEMS_ON_FIRST_PAGE, ITEMS_ON_LATER_PAGES } from './geometry.js';

export type PagePlan = { rows: number[]; blocks: number[] };

export type PaginationInput = {
  rowHeights: readonly number[];
  /** Totals, payment details and note lines, in order, after the last row. */
  blockHeights: readonly number[];
  /** Height free for rows and blocks under the first page's header. */
  firstPageHeight: number;
  /** The same on later pages, under the short continuation header. */
  laterPageHeight: number;
  /** Repeated above the first row of every page that has rows. */
  tableHeaderHeight: number;
};

/**
 * Rows fill a page until it holds 12 (first page) or 18 (later pages) or until the next row
 * would not fit in height, whichever comes first: the counts are the most a page holds, and a
 * wrapped row pushes the rows after it to the next page. The closing blocks follow the last
 * row and move to a new page when they do not fit. A row or block that does not fit even on
 * an empty later page stays there (the caller splits taller rows beforehand).
 */
export const paginate = (input: PaginationInput): PagePlan[] => {
  const pages: PagePlan[] = [];
  let page: PagePlan = { rows: [], blocks: [] };
  let used = 0;
  const capacity = (): number =>
    pages.length === 0 ? input.firstPageHeight : input.laterPageHeight;
  const limit = (): number => (pages.length === 0 ? ITEMS_ON_FIRST_PAGE : ITEMS_ON_LATER_PAGES);
  const freshLaterPage = (): boolean =>
    pages.length > 0 && page.rows.length === 0 && page.blocks.length === 0;
  const nextPage = (): void => {
    pages.push(page);
    page = { rows: [], blocks: [] };
    used = 0;
  };

  input.rowHeights.forEach((height, index) => {
    const needed = height + (page.rows.length === 0 ? input.tableHeaderHeight : 0);
    const full = page.rows.length >= limit() || used + needed > capacity();
    if (full && !freshLaterPage()) nextPage();
    used += height + (page.rows.length === 0 ? input.tableHeaderHeight : 0);
    page.rows.push(index);
  });
  input.blockHeights.forEach((height, index) => {
    if (used + height > capacity() && !freshLaterPage()) nextPage();
    used += height;
    page.blocks.push(index);
  });
  pages.push(page);
  return pages;
};
