export type InvoiceNumberSeparator = '-' | '/' | '.' | '_' | '';

export type InvoiceNumberPadding = 4 | 5 | 6 | 7 | 8;

export type YearFormat = 'full' | 'short';

export type InvoiceNumberFormat = {
  prefix: string;
  includeYear: boolean;
  yearFormat: YearFormat;
  separator: InvoiceNumberSeparator;
  numberPadding: InvoiceNumberPadding;
};

export const PREFIX_MAX_LENGTH = 5;

/** '' means no separator. */
export const SEPARATOR_OPTIONS: readonly InvoiceNumberSeparator[] = ['-', '/', '.', '_', ''];

export const PADDING_OPTIONS: readonly InvoiceNumberPadding[] = [4, 5, 6, 7, 8];

export const YEAR_FORMAT_OPTIONS: readonly YearFormat[] = ['full', 'short'];

export const DEFAULT_INVOICE_NUMBER_FORMAT: InvoiceNumberFormat = {
  prefix: 'INV',
  includeYear: true,
  yearFormat: 'full',
  separator: '-',
  numberPadding: 4,
};

export type InvoiceNumberFormatError =
  | 'validation.prefixTooLong'
  | 'validation.prefixNotUppercase'
  | 'validation.separatorInvalid'
  | 'validation.paddingInvalid';

const isSeparator = (value: unknown): value is InvoiceNumberSeparator =>
  (SEPARATOR_OPTIONS as readonly unknown[]).includes(value);

const isPadding = (value: unknown): value is InvoiceNumberPadding =>
  (PADDING_OPTIONS as readonly unknown[]).includes(value);

const isYearFormat = (value: unknown): value is YearFormat =>
  (YEAR_FORMAT_OPTIONS as readonly unknown[]).includes(value);

/** What the prefix field keeps: trimmed, upper case, at most five characters. */
export const normalisePrefix = (prefix: string): string =>
  prefix.trim().toUpperCase().slice(0, PREFIX_MAX_LENGTH);

/** Errors of a format as it would be saved (an API body), as translation keys. */
export const validateInvoiceNumberFormat = (
  format: InvoiceNumberFormat,
): InvoiceNumberFormatError[] => {
  const errors: InvoiceNumberFormatError[] = [];
  if (format.prefix.length > PREFIX_MAX_LENGTH) errors.push('validation.prefixTooLong');
  if (format.prefix !== format.prefix.toUpperCase()) errors.push('validation.prefixNotUppercase');
  if (!isSeparator(format.separator)) errors.push('validation.separatorInvalid');
  if (!isPadding(format.numberPadding)) errors.push('validation.paddingInvalid');
  return errors;
};

/**
 * Repairs a stored or received format field by field: the prefix is forced into shape, any
 * other field that is missing or not one of the choices takes the fallback's value.
 */
export const normaliseInvoiceNumberFormat = (
  input: unknown,
  fallback: InvoiceNumberFormat = DEFAULT_INVOICE_NUMBER_FORMAT,
): InvoiceNumberFormat => {
  const raw: Partial<Record<keyof InvoiceNumberFormat, unknown>> =
    typeof input === 'object' && input !== null ? input : {};
  return {
    prefix: typeof raw.prefix === 'string' ? normalisePrefix(raw.prefix) : fallback.prefix,
    includeYear: typeof raw.includeYear === 'boolean' ? raw.includeYear : fallback.includeYear,
    yearFormat: isYearFormat(raw.yearFormat) ? raw.yearFormat : fallback.yearFormat,
    separator: isSeparator(raw.separator) ? raw.separator : fallback.separator,
    numberPadding: isPadding(raw.numberPadding) ? raw.numberPadding : fallback.numberPadding,
  };
};
