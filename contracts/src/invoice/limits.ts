/**
 * What the API stores for an invoice: text lengths, line counts and the number formats it
 * accepts. Generous for real invoices, bounded so a total always fits an exact integer of cents
 * (Number.MAX_SAFE_INTEGER) and a row stays small. The editor may use them to stop typing early.
 */
export const INVOICE_TEXT_MAX_LENGTH = {
  invoiceNumber: 64,
  partyField: 200,
  /** A company's legal form ("BV", "SRL"). */
  legalForm: 60,
  /** A Belgian register and court ("RPR Gent, afdeling Gent"). */
  legalRegister: 120,
  email: 254,
  additionalInfo: 500,
  description: 2000,
  notes: 5000,
  emailMessage: 5000,
  paymentTerms: 50,
  iban: 34,
  bic: 11,
  paymentText: 200,
  secret: 500,
  paymentReference: 64,
  url: 2000,
} as const;

export const INVOICE_MAX_ITEMS = 500;

/** Payment links an invoice keeps (one per attempt; the payments work appends them). */
export const INVOICE_MAX_PAYMENT_LINKS = 50;

/** Ten billion euros: more than any invoice of ours, far below the exact-integer limit. */
export const MAX_INVOICE_AMOUNT_CENTS = 1_000_000_000_000;

/**
 * Invoice ids may be made by the client (an offline save keeps its id when it reaches the
 * server): url-safe text long enough not to be guessed, e.g. a 21-character nanoid or a UUID.
 */
export const INVOICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isInvoiceId = (value: unknown): value is string =>
  typeof value === 'string' && INVOICE_ID_PATTERN.test(value);

/**
 * Stored numbers use the canonical comma decimal only ("1234,56"): with a point allowed too,
 * "1.250" could mean 1250 or 1,25 depending on who wrote it.
 * A price: optional minus (a credit line), up to 9 whole digits and 2 decimals.
 */
export const PRICE_TEXT = /^-?\d{1,9}(,\d{1,2})?$/;
/** A quantity as stored: up to 7 whole digits and 6 decimals, never negative (spec §5: a credit is a negative price). */
export const QUANTITY_TEXT = /^\d{1,7}(,\d{1,6})?$/;
/** A discount: a percentage or an amount, never negative, up to 9 whole digits and 2 decimals. */
export const DISCOUNT_TEXT = /^\d{1,9}(,\d{1,2})?$/;
/** A VAT percentage: 0 to 100 with up to 2 decimals. */
export const VAT_RATE_TEXT = /^(100(,0{1,2})?|\d{1,2}(,\d{1,2})?)$/;

export const isStoredPriceText = (value: unknown): boolean =>
  typeof value === 'string' && PRICE_TEXT.test(value);

export const isStoredQuantityText = (value: unknown): boolean =>
  typeof value === 'string' && QUANTITY_TEXT.test(value);

export const isStoredVatRateText = (value: unknown): boolean =>
  typeof value === 'string' && VAT_RATE_TEXT.test(value);

export const isStoredDiscountText = (value: unknown): boolean =>
  typeof value === 'string' && DISCOUNT_TEXT.test(value);
