import { describe, expect, it } from '@jest/globals';
import { paginate } from './paginate.js';

const rows = (count: number, height = 10) => Array.from({ length: count }, () => height);
const pageSizes = (plan: ReturnType<typeof paginate>) => plan.map((page) => page.rows.length);
const base = {
  blockHeights: [30],
  firstPageHeight: 500,
  laterPageHeight: 600,
  tableHeaderHeight: 10,
};

describe('paginate', () => {
  it.each([
    [1, [1]],
    [12, [12]],
    [13, [12, 1]],
    [30, [12, 18]],
    [31, [12, 18, 1]],
    [48, [12, 18, 18]],
  ])('puts %i one-line rows as %j: 12 on the first page, 18 on later ones', (count, expected) => {
    expect(pageSizes(paginate({ ...base, rowHeights: rows(count) }))).toEqual(expected);
  });

  it('moves rows to the next page earlier when wrapped rows fill the height', () => {
    const plan = paginate({ ...base, rowHeights: [200, 200, 100, 10], blockHeights: [] });
    expect(pageSizes(plan)).toEqual([2, 2]);
  });

  it('puts the closing blocks on a page of their own when they no longer fit', () => {
    const plan = paginate({ ...base, rowHeights: rows(12, 35), blockHeights: [80, 40] });
    expect(plan).toEqual([
      { rows: rows(12).map((_, index) => index), blocks: [] },
      { rows: [], blocks: [0, 1] },
    ]);
  });

  it('splits closing blocks over pages, never leaving an empty later page', () => {
    const plan = paginate({ ...base, rowHeights: [], blockHeights: [400, 400, 700] });
    expect(plan.map((page) => page.blocks)).toEqual([[0], [1], [2]]);
  });
});
