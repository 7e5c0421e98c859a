/**
 * Spec §5 and §9: default notes hold at most 500 characters. A file without imports, so the
 * invoice rules (saving) and the settings rules can both read it without an import cycle.
 */
export const DEFAULT_NOTES_MAX_LENGTH = 500;

/**
 * The largest invoice counter (start number, latest number) a user can set: far beyond any
 * freelancer, and inside PostgreSQL's integer column.
 */
export const MAX_INVOICE_COUNTER = 999_999_999;
