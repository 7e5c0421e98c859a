import { addDays, daysBetween } from './dates.js';

export const DUE_ON_RECEIPT = 'Due on receipt';

/** Stored language-neutral: the value is the key, the label comes from the frontend. */
export const PAYMENT_TERM_OPTIONS = [
  '7 days',
  '14 days',
  '30 days',
  '60 days',
  DUE_ON_RECEIPT,
] as const;

export type PaymentTermOption = (typeof PAYMENT_TERM_OPTIONS)[number];

export const DEFAULT_PAYMENT_TERMS: PaymentTermOption = '14 days';

export const DEFAULT_PAYMENT_DAYS = 14;

export const MAX_PAYMENT_DAYS = 365;

/**
 * How a stored term is shown: '{n} days' uses the ICU plural key with the count,
 * 'Due on receipt' its own key, anything else (free text from old data) is shown as it is.
 */
export type PaymentTermLabel =
  | { key: 'terms.days'; values: { count: number } }
  | { key: 'terms.dueOnReceipt' }
  | { text: string };

const isDueOnReceipt = (terms: string): boolean =>
  terms.trim().toLowerCase() === DUE_ON_RECEIPT.toLowerCase();

/** The number in a term ("30 days" -> 30), capped at 365; null when there is none. */
const daysInTerms = (terms: string): number | null => {
  const digits = /\d+/.exec(terms)?.[0];
  return digits === undefined ? null : Math.min(Number(digits), MAX_PAYMENT_DAYS);
};

export const paymentTermLabel = (terms: string): PaymentTermLabel => {
  if (isDueOnReceipt(terms)) {
    return { key: 'terms.dueOnReceipt' };
  }
  const days = daysInTerms(terms);
  return days === null ? { text: terms } : { key: 'terms.days', values: { count: days } };
};

/** Days a term gives: its number, 0 when due on receipt, 14 for anything else. */
export const paymentDaysOf = (terms: string): number =>
  isDueOnReceipt(terms) ? 0 : (daysInTerms(terms) ?? DEFAULT_PAYMENT_DAYS);

/**
 * The payment-days field while typing: only digits, never above 365, and empty stays empty so
 * the user can clear the field before typing a new number. Leading zeros are dropped.
 */
export const cleanPaymentDaysInput = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  if (digits === '') {
    return '';
  }
  return String(Math.min(Number(digits), MAX_PAYMENT_DAYS));
};

/** The term saved from the payment-days field; an empty field saves the default. */
export const paymentDaysToTerms = (text: string): string => {
  const cleaned = cleanPaymentDaysInput(text);
  return cleaned === '' ? DEFAULT_PAYMENT_TERMS : `${cleaned} days`;
};

/**
 * Due date = invoice date + the term's days ('Due on receipt' = the same day). When the invoice
 * date is not a valid date the default due date (today + 14) is used instead.
 */
export const computeDueDate = (date: string, terms: string, today: string): string =>
  addDays(date, paymentDaysOf(terms)) ?? defaultDueDate(today);

/** 14 days after today. Returns today unchanged if today is not a valid date. */
export const defaultDueDate = (today: string): string =>
  addDays(today, DEFAULT_PAYMENT_DAYS) ?? today;

/**
 * Payment days shown for an invoice's two dates (when the due date was picked directly).
 * Invalid dates, or a due date before the invoice date, give the default 14.
 */
export const paymentDaysBetween = (date: string, dueDate: string): number => {
  const days = daysBetween(date, dueDate);
  return days === null || days < 0 ? DEFAULT_PAYMENT_DAYS : Math.min(days, MAX_PAYMENT_DAYS);
};
