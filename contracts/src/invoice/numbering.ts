import { normaliseInvoiceNumberFormat, type InvoiceNumberFormat } from './number-format.js';

const yearOf = (date: string): string | null => /^(\d{4})-\d{2}-\d{2}/.exec(date)?.[1] ?? null;

/**
 * The next sequence number. The counter never restarts (not per year either), so a raised
 * start number wins over the counter and the counter wins once it has passed the start.
 */
export const nextInvoiceSequence = (
  latestInvoiceNumber: number,
  invoiceStartNumber: number,
): number => Math.max(Math.trunc(latestInvoiceNumber) + 1, Math.trunc(invoiceStartNumber));

/**
 * `{prefix}{sep}{year}{sep}{number}`. The year comes from the invoice date (not today), so a
 * back-dated invoice carries its own year. A date without a readable year leaves the year part
 * out rather than inventing one. Numbers longer than the padding are never cut.
 */
export const formatInvoiceNumber = (
  format: InvoiceNumberFormat,
  sequence: number,
  invoiceDate: string,
): string => {
  const { prefix, includeYear, yearFormat, separator, numberPadding } =
    normaliseInvoiceNumberFormat(format);
  const year = includeYear ? yearOf(invoiceDate) : null;
  const yearPart = year === null ? null : yearFormat === 'full' ? year : year.slice(2);
  const numberPart = String(Math.trunc(sequence)).padStart(numberPadding, '0');
  return [prefix, yearPart, numberPart]
    .filter((part): part is string => part !== null && part !== '')
    .join(separator);
};

export type NextInvoiceNumberInput = {
  format: InvoiceNumberFormat;
  latestInvoiceNumber: number;
  invoiceStartNumber: number;
  invoiceDate: string;
};

/** The number a draft gets when it is first saved, and the sequence to store as latest. */
export const nextInvoiceNumber = (
  input: NextInvoiceNumberInput,
): { invoiceNumber: string; sequence: number } => {
  const sequence = nextInvoiceSequence(input.latestInvoiceNumber, input.invoiceStartNumber);
  return {
    invoiceNumber: formatInvoiceNumber(input.format, sequence, input.invoiceDate),
    sequence,
  };
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The sequence part of a formatted number. With the format it was made with, the prefix and the
 * year are taken off first (needed when there is no separator: "INV20260300" -> 300). Without a
 * format, or when the number does not match it (made under an older format), the trailing run
 * of digits is the sequence. null when there are no digits at all.
 */
export const extractSequence = (
  invoiceNumber: string,
  format?: InvoiceNumberFormat,
): number | null => {
  if (format !== undefined) {
    const { prefix, includeYear, yearFormat, separator } = normaliseInvoiceNumberFormat(format);
    const sep = escapeRegExp(separator);
    const prefixPart = prefix === '' ? '' : `${escapeRegExp(prefix)}${sep}`;
    const yearPart = includeYear ? `\\d{${yearFormat === 'full' ? 4 : 2}}${sep}` : '';
    const match = new RegExp(`^${prefixPart}${yearPart}(\\d+)$`, 'i').exec(invoiceNumber.trim());
    if (match?.[1] !== undefined) {
      return Number(match[1]);
    }
  }
  const trailing = /(\d+)\D*$/.exec(invoiceNumber)?.[1];
  return trailing === undefined ? null : Number(trailing);
};
