import { documentLabel, type DocumentLocale } from '../labels.js';
import type { RowView } from '../invoice-view.js';
import type { Block } from './block.js';
import type { Typesetter } from './canvas.js';
import {
  CELL_GAP,
  COLUMNS,
  CONTENT_WIDTH,
  LINE_HEIGHT,
  PAGE,
  ROW_PADDING,
  SIZE,
  type Column,
} from './geometry.js';
import { wrapText } from './text.js';

const columnLeft = (key: Column['key']): number => {
  let x = PAGE.left;
  for (const column of COLUMNS) {
    if (column.key === key) return x;
    x += column.width;
  }
  return x;
};

/** Where a cell's text starts (left-aligned) or ends (right-aligned). */
const cellX = (column: Column): number =>
  column.align === 'right'
    ? columnLeft(column.key) + column.width - CELL_GAP
    : columnLeft(column.key) + (column.key === 'quantity' ? 0 : CELL_GAP);

const DESCRIPTION = COLUMNS.find((column) => column.key === 'description') ?? COLUMNS[1];
const DESCRIPTION_WIDTH = DESCRIPTION.width - 2 * CELL_GAP;
const RIGHT = PAGE.left + CONTENT_WIDTH;

export const tableHeader = (type: Typesetter, locale: DocumentLocale): Block => ({
  height: SIZE.small + 2 * ROW_PADDING + 4,
  draw: (canvas, top) => {
    const y = top - ROW_PADDING - SIZE.small;
    for (const column of COLUMNS) {
      canvas.text(
        documentLabel(locale, column.key === 'vatRate' ? 'vat' : column.key),
        cellX(column),
        y,
        {
          size: SIZE.small,
          weight: 'bold',
          colour: 'muted',
          align: column.align,
        },
      );
    }
    canvas.rule(PAGE.left, RIGHT, top - SIZE.small - 2 * ROW_PADDING - 2, 0.8);
  },
});

const rowBlock = (type: Typesetter, row: RowView | null, lines: string[]): Block => ({
  height: Math.max(lines.length, 1) * LINE_HEIGHT + 2 * ROW_PADDING,
  draw: (canvas, top) => {
    const baseline = top - ROW_PADDING - SIZE.text;
    // Column order, so text extraction and screen readers read a row as it is printed.
    for (const column of COLUMNS) {
      if (column.key === 'description') {
        lines.forEach((line, index) => {
          canvas.text(line, cellX(column), baseline - index * LINE_HEIGHT, { size: SIZE.text });
        });
      } else if (row !== null) {
        canvas.text(row[column.key], cellX(column), baseline, {
          size: SIZE.text,
          align: column.align,
        });
      }
    }
    canvas.rule(PAGE.left, RIGHT, top - Math.max(lines.length, 1) * LINE_HEIGHT - 2 * ROW_PADDING);
  },
});

/**
 * One block per line item, its description wrapped to the column. A description longer than
 * `maxLines` is split into continuation blocks (description only) so that no row is ever
 * taller than an empty page; each continuation counts as a row for the 12/18 rule.
 */
export const rowBlocks = (type: Typesetter, rows: readonly RowView[], maxLines: number): Block[] =>
  rows.flatMap((row) => {
    const lines = wrapText(row.description, DESCRIPTION_WIDTH, type.measure('regular', SIZE.text));
    const chunks: string[][] = [];
    for (let start = 0; start < lines.length; start += maxLines) {
      chunks.push(lines.slice(start, start + maxLines));
    }
    return chunks.map((chunk, index) => rowBlock(type, index === 0 ? row : null, chunk));
  });

/** Rows of ROW_PADDING around `lines` text lines fit in `height`. */
export const linesThatFit = (height: number): number =>
  Math.max(1, Math.floor((height - 2 * ROW_PADDING) / LINE_HEIGHT));
