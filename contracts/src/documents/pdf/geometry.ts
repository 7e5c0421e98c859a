import { PageSizes } from 'pdf-lib';

const MM = 72 / 25.4;

/** A4 portrait with the spec's margins 8/10/8/10 mm (top, right, bottom, left). */
export const PAGE = {
  width: PageSizes.A4[0],
  height: PageSizes.A4[1],
  top: 8 * MM,
  right: 10 * MM,
  bottom: 8 * MM,
  left: 10 * MM,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const CONTENT_TOP = PAGE.height - PAGE.top;

export const ITEMS_ON_FIRST_PAGE = 12;
export const ITEMS_ON_LATER_PAGES = 18;

export const SIZE = { title: 20, heading: 9, text: 9, small: 8 } as const;
/** Baseline-to-baseline distance for body text. */
export const LINE_HEIGHT = 11.5;
/** Vertical padding above and below the text of one table row. */
export const ROW_PADDING = 3.5;

/** Space kept free at the bottom of every page for the 'Page x of y' footer. */
export const FOOTER_HEIGHT = 16;
export const BOTTOM_LIMIT = PAGE.bottom + FOOTER_HEIGHT;

export type Column = {
  key: 'quantity' | 'description' | 'price' | 'vatRate' | 'amount';
  width: number;
  align: 'left' | 'right';
};

/** Columns in the spec's order; the description takes whatever the figures leave. */
const FIXED = { quantity: 46, price: 82, vatRate: 46, amount: 90 };

export const COLUMNS: Column[] = [
  { key: 'quantity', width: FIXED.quantity, align: 'left' },
  {
    key: 'description',
    width: CONTENT_WIDTH - FIXED.quantity - FIXED.price - FIXED.vatRate - FIXED.amount,
    align: 'left',
  },
  { key: 'price', width: FIXED.price, align: 'right' },
  { key: 'vatRate', width: FIXED.vatRate, align: 'right' },
  { key: 'amount', width: FIXED.amount, align: 'right' },
];

/** Gap between a column's edge and its text. */
export const CELL_GAP = 6;

export const COLOURS = {
  text: [0.11, 0.11, 0.13],
  muted: [0.42, 0.42, 0.46],
  rule: [0.85, 0.85, 0.88],
  link: [0.1, 0.33, 0.75],
} as const;
