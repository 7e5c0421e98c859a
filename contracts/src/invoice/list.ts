import { paymentStatusOn, type OverdueFields } from './overdue.js';
import { isDateInRange, isPlanned, parsePeriod, periodRange } from './periods.js';
import type { Invoice, PaymentStatus } from './types.js';

export const PAYMENT_STATUS_FILTERS = [
  'all',
  'unpaid',
  'paid',
  'overdue',
  'overdue_reminded',
] as const;

export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** 'paid' also lists invoices the user marked paid by hand: to the user both are paid. */
const FILTER_MATCHES: Record<Exclude<PaymentStatusFilter, 'all'>, readonly PaymentStatus[]> = {
  unpaid: ['unpaid'],
  paid: ['paid', 'markedPaid'],
  overdue: ['overdue'],
  overdue_reminded: ['overdue_reminded'],
};

/** The stored payment statuses a filter shows (for a server-side query); null: all. */
export const paymentStatusesOfFilter = (
  filter: PaymentStatusFilter,
): readonly PaymentStatus[] | null => (filter === 'all' ? null : FILTER_MATCHES[filter]);

/**
 * What a filter does with the invoices the overdue rule (overdue.ts) calls overdue while they
 * are still stored unpaid (their due date passed since the server's last sweep): 'overdue'
 * takes them in, 'unpaid' leaves them out, the others are not concerned. A server-side query
 * adds this to `paymentStatusesOfFilter`, so it files them as `filterByPaymentStatus` does.
 */
export const pastDueUnpaidInFilter = (filter: PaymentStatusFilter): 'include' | 'exclude' | null =>
  filter === 'overdue' ? 'include' : filter === 'unpaid' ? 'exclude' : null;

/** Translation key of the empty-list text of a filter, e.g. 'overview.empty.unpaid'. */
export const emptyStateKey = (
  filter: PaymentStatusFilter,
): `overview.empty.${PaymentStatusFilter}` => `overview.empty.${filter}`;

/** The digits of the sequence without leading zeros, or null when the number has no digits. */
const sequenceDigits = (invoiceNumber: string): string | null => {
  const digits = /(\d+)\D*$/.exec(invoiceNumber)?.[1];
  return digits === undefined ? null : digits.replace(/^0+(?=\d)/, '');
};

/**
 * Compares sequence digits as numbers of any length (no Number overflow): a longer run of
 * significant digits is the larger number, equal lengths compare as text.
 */
const compareDigits = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

const isDraftNumber = (invoiceNumber: string): boolean => invoiceNumber.trim() === '';

/**
 * Overview order: working drafts (no number) first in their given order, then by the sequence
 * part of the number, highest first (INV-2026-10000 before INV-2026-9999, whatever the prefix,
 * as the counter never restarts), then the whole number in natural order, highest first.
 * Numbers without any digit come last.
 */
export const compareInvoicesForList = (
  a: Pick<Invoice, 'invoiceNumber'>,
  b: Pick<Invoice, 'invoiceNumber'>,
): number => {
  const draftA = isDraftNumber(a.invoiceNumber);
  const draftB = isDraftNumber(b.invoiceNumber);
  if (draftA || draftB) {
    return Number(draftB) - Number(draftA);
  }
  const digitsA = sequenceDigits(a.invoiceNumber);
  const digitsB = sequenceDigits(b.invoiceNumber);
  if (digitsA === null || digitsB === null) {
    return Number(digitsA === null) - Number(digitsB === null);
  }
  return (
    compareDigits(digitsB, digitsA) ||
    b.invoiceNumber.localeCompare(a.invoiceNumber, 'en', { numeric: true })
  );
};

/** A sorted copy; the sort is stable, so equal entries keep their order. */
export const sortInvoices = <T extends Pick<Invoice, 'invoiceNumber'>>(
  invoices: readonly T[],
): T[] => [...invoices].sort(compareInvoicesForList);

/** The invoices a filter shows on `today`, each filed under the status it shows (overdue.ts). */
export const filterByPaymentStatus = <T extends OverdueFields>(
  invoices: readonly T[],
  filter: PaymentStatusFilter,
  today: string,
): T[] =>
  filter === 'all'
    ? [...invoices]
    : invoices.filter((invoice) =>
        FILTER_MATCHES[filter].includes(paymentStatusOn(invoice, today)),
      );

type PeriodFields = Pick<Invoice, 'date' | 'scheduleId' | 'generatedFromScheduleId'>;

/**
 * The invoices a period shows: 'planned' uses the planned rule, months and custom ranges the
 * invoice date (both ends inclusive). An unreadable period filters nothing out.
 */
export const filterByPeriod = <T extends PeriodFields>(
  invoices: readonly T[],
  period: string,
  today: string,
): T[] => {
  const parsed = parsePeriod(period);
  if (parsed?.kind === 'planned') {
    return invoices.filter((invoice) => isPlanned(invoice, today));
  }
  const range = periodRange(period);
  return range === null
    ? [...invoices]
    : invoices.filter((invoice) => isDateInRange(invoice.date, range));
};

/** The filter shown for a period: planned views have no payment-status filter. */
export const filterForPeriod = (
  period: string,
  filter: PaymentStatusFilter,
): PaymentStatusFilter => (period === 'planned' ? 'all' : filter);
