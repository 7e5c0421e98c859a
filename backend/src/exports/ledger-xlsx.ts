import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { CellValue } from 'exceljs';
import { centsToDecimalString } from '@app/contracts/invoice';
import type { LedgerCell } from './ledger-table.js';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * Amounts as numbers (euros, from the exact decimal text of the cents: no float arithmetic
 * on cents), dates as dates (UTC midnight, which Excel shows as that day). Text stays text:
 * an XLSX cell holding "=…" as a string is never evaluated, so no apostrophe is added here.
 */
const valueOf = (cell: LedgerCell): CellValue => {
  if (cell === null || typeof cell === 'string') return cell;
  if ('cents' in cell) return Number(centsToDecimalString(cell.cents));
  const [year, month, day] = cell.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

const formatOf = (cell: LedgerCell): string | undefined =>
  cell === null || typeof cell === 'string'
    ? undefined
    : 'cents' in cell
      ? MONEY_FORMAT
      : DATE_FORMAT;

/**
 * Writes the ledger workbook to `out` with exceljs's streaming writer: each page of rows is
 * committed (handed to the workbook's own ZIP) before the next is read, and the writer waits
 * while `out` is full, so a ledger of any length holds one page.
 */
export async function writeLedgerXlsx(
  out: Writable,
  headers: readonly string[],
  pages: AsyncIterable<readonly LedgerCell[][]>,
  sheetName: string,
): Promise<void> {
  // Loaded on the first export, not at start-up, where it cost most of a second.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pages) {
    for (const cells of rows) {
      const row = sheet.addRow(cells.map(valueOf));
      cells.forEach((cell, index) => {
        const format = formatOf(cell);
        if (format !== undefined) row.getCell(index + 1).numFmt = format;
      });
      row.commit();
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
