import { centsToCanonical } from '@app/contracts/invoice';
import type { LedgerCell } from './ledger-table.js';

/** Excel opens a file with this mark as UTF-8 (accents in customer names survive). */
export const CSV_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV
 * injection"); customer names and invoice numbers are user text, so such a cell gets a
 * leading apostrophe and stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const text = (value: string): string => {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/**
 * Decimal comma, no thousands separator: the `;` separator is what Excel expects where the
 * comma is the decimal mark (nl-NL, nl-BE), and there a dot would be read as thousands
 * (12.50 becomes 1250). Amounts are written by us, never user text: a minus stays a minus.
 */
const cell = (value: LedgerCell): string => {
  if (value === null) return '';
  if (typeof value === 'string') return text(value);
  if ('cents' in value) return centsToCanonical(value.cents);
  return value.date;
};

/** One line of the CSV ledger, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly LedgerCell[]): string => `${cells.map(cell).join(';')}\r\n`;
