import { DateTime } from 'luxon';
import { intlLocales } from '../routing/languages.js';
import { STORAGE_DATE_FORMAT, toStoredDate } from './dates.js';
import { centsToDecimalString } from './money.js';
import { paymentStatusesOfFilter } from './list.js';
import { paymentStatusOn } from './overdue.js';
import { isPayable } from './payment-status.js';
import { isDateInRange, periodRange, type DateRange } from './periods.js';
import { computeTotals, type TotalsInput } from './totals.js';
import type { Invoice, Language } from './types.js';

/**
 * The overview's amounts at a glance (issue 29, docs/domain-rules.md "Amounts at a glance"): what
 * a period's invoices ask for, what of it is paid, what is still outstanding and what of that is
 * overdue, per period and per month. One rule for the server (which sums in SQL and folds the
 * sums here) and the browser (which groups a signed-out user's own invoices here first).
 *
 * - Counted: invoices (not credit notes) that are issued (not a concept), by invoice date.
 * - An invoice counts net of its credit notes, whatever their date: its total less theirs, never
 *   below 0 (contracts `uncreditedOf`, and `amountOwed` while it is unpaid). So a credit note
 *   lowers the figures of the period its invoice is in, and invoiced = paid + outstanding.
 * - Paid: the payment statuses the 'paid' filter lists. Outstanding: what `isPayable` says is
 *   still owed. Overdue (part of outstanding): the 'overdue' and 'overdue_reminded' filters'.
 * - Canceled, failed and fully credited invoices ask for nothing: they count nowhere.
 */

/** Where an invoice's money stands. */
export type AmountState = 'paid' | 'outstanding' | 'overdue';

const PAID_STATUSES: readonly string[] = paymentStatusesOfFilter('paid') ?? [];
const OVERDUE_STATUSES: readonly string[] = [
  ...(paymentStatusesOfFilter('overdue') ?? []),
  ...(paymentStatusesOfFilter('overdue_reminded') ?? []),
];

/** null: the invoice asks for nothing (canceled, failed, credited) and counts nowhere. */
export const amountStateOf = (paymentStatus: string): AmountState | null => {
  if (PAID_STATUSES.includes(paymentStatus)) return 'paid';
  if (!isPayable(paymentStatus)) return null;
  return OVERDUE_STATUSES.includes(paymentStatus) ? 'overdue' : 'outstanding';
};

/** What an invoice still asks for after its credit notes, in cents (never below 0). */
export const netOfCredits = (total: number, credited: number): number =>
  Math.max(total - credited, 0);

/** The chart shows at least this many months, ending with the period's last. */
export const AMOUNT_CHART_MIN_MONTHS = 6;
/** ...and at most this many: a longer period's total still covers all of it. */
export const AMOUNT_CHART_MAX_MONTHS = 24;

/**
 * What the figures of a period cover: `range`, the period's own dates (the totals); `months`,
 * the chart's months ('yyyy-MM', oldest first); `from`..`to`, every date either needs (the query).
 */
export type AmountsWindow = { range: DateRange; months: string[]; from: string; to: string };

const monthStart = (date: string): DateTime =>
  DateTime.fromFormat(date, STORAGE_DATE_FORMAT, { zone: 'utc' }).startOf('month');

/** null for 'planned' (nothing issued yet) and unreadable periods. */
export const amountsWindow = (period: string): AmountsWindow | null => {
  const range = periodRange(period);
  if (range === null) return null;
  const last = monthStart(range.end);
  const spanned = Math.round(last.diff(monthStart(range.start), 'months').months) + 1;
  const count = Math.min(Math.max(spanned, AMOUNT_CHART_MIN_MONTHS), AMOUNT_CHART_MAX_MONTHS);
  const first = last.minus({ months: count - 1 });
  const months = Array.from({ length: count }, (_, index) =>
    first.plus({ months: index }).toFormat('yyyy-MM'),
  );
  const firstDay = toStoredDate(first);
  return {
    range,
    months,
    from: firstDay < range.start ? firstDay : range.start,
    to: toStoredDate(last.endOf('month')),
  };
};

/**
 * Counted invoices summed by month, by whether they are dated in the period, and by payment
 * status: what the server's SQL answers, and what `amountGroupsOf` makes of local invoices.
 */
export type AmountGroup = {
  month: string;
  inPeriod: boolean;
  paymentStatus: string;
  count: number;
  /** Their totals net of credit notes, in cents. */
  cents: number;
};

export type AmountFigures = {
  invoiced: number;
  paid: number;
  outstanding: number;
  overdue: number;
};

/** One object type, not an intersection, so API types can be checked against it (SameShape). */
type Flat<T> = { [K in keyof T]: T[K] };

export type MonthAmounts = Flat<AmountFigures & { month: string }>;

/** The period's figures in cents, how many invoices they count, and the chart's months. */
export type PeriodAmounts = Flat<AmountFigures & { count: number; months: MonthAmounts[] }>;

/** The API's answer for a period (GET /api/invoices/amounts): its figures and dates. */
export type InvoiceAmounts = Flat<
  PeriodAmounts & {
    period: string;
    /** The period's first and last day. */
    start: string;
    end: string;
    currency: 'EUR';
  }
>;

const noAmounts = (): AmountFigures => ({ invoiced: 0, paid: 0, outstanding: 0, overdue: 0 });

const add = (figures: AmountFigures, state: AmountState, cents: number): void => {
  figures.invoiced += cents;
  if (state === 'paid') {
    figures.paid += cents;
    return;
  }
  figures.outstanding += cents;
  if (state === 'overdue') figures.overdue += cents;
};

/** Folds the groups into the period's figures and the window's months (empty months are 0). */
export const summariseAmounts = (
  groups: readonly AmountGroup[],
  window: AmountsWindow,
): PeriodAmounts => {
  const total = noAmounts();
  let count = 0;
  const months = new Map(window.months.map((month) => [month, noAmounts()]));
  for (const group of groups) {
    const state = amountStateOf(group.paymentStatus);
    if (state === null) continue;
    if (group.inPeriod) {
      add(total, state, group.cents);
      count += group.count;
    }
    const month = months.get(group.month);
    if (month !== undefined) add(month, state, group.cents);
  }
  return {
    ...total,
    count,
    months: [...months].map(([month, figures]) => ({ month, ...figures })),
  };
};

type CountedFields = TotalsInput &
  Pick<Invoice, 'date' | 'dueDate' | 'status' | 'paymentStatus'> &
  Partial<Pick<Invoice, 'id' | 'documentType' | 'creditedInvoice'>>;

const totalOf = (invoice: TotalsInput): number => computeTotals(invoice).total;

/**
 * A signed-out user's (or any list's) invoices grouped as the server groups its rows, each under
 * the payment status it shows on `today` (the overdue rule, `paymentStatusOn`), as the list's
 * Overdue tab files it.
 */
export const amountGroupsOf = (
  invoices: readonly CountedFields[],
  window: AmountsWindow,
  today: string,
): AmountGroup[] => {
  const credited = new Map<string, number>();
  for (const document of invoices) {
    const original = document.creditedInvoice?.id;
    if (document.documentType !== 'credit_note' || original === undefined) continue;
    credited.set(original, (credited.get(original) ?? 0) + totalOf(document));
  }
  const groups = new Map<string, AmountGroup>();
  const queried = { start: window.from, end: window.to };
  for (const invoice of invoices) {
    if ((invoice.documentType ?? 'invoice') !== 'invoice' || invoice.status === 'concept') continue;
    if (!isDateInRange(invoice.date, queried)) continue;
    const month = invoice.date.slice(0, 7);
    const inPeriod = isDateInRange(invoice.date, window.range);
    const paymentStatus = paymentStatusOn(invoice, today);
    const key = `${month}|${inPeriod}|${paymentStatus}`;
    const group = groups.get(key) ?? {
      month,
      inPeriod,
      paymentStatus,
      count: 0,
      cents: 0,
    };
    group.count += 1;
    group.cents += netOfCredits(
      totalOf(invoice),
      invoice.id === undefined ? 0 : (credited.get(invoice.id) ?? 0),
    );
    groups.set(key, group);
  }
  return [...groups.values()];
};

const MONTH_STYLES = {
  short: { month: 'short', year: 'numeric' },
  long: { month: 'long', year: 'numeric' },
  axis: { month: 'short', year: '2-digit' },
} as const;

type MonthStyle = keyof typeof MONTH_STYLES;

const MONTH_LABELS = Object.fromEntries(
  Object.entries(MONTH_STYLES).map(([style, options]) => [
    style,
    Object.fromEntries(
      Object.entries(intlLocales).map(([language, locale]) => [
        language,
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
      ]),
    ),
  ]),
) as Record<MonthStyle, Record<Language, Intl.DateTimeFormat>>;

/**
 * A 'yyyy-MM' month as the chart names it: 'Nov 2026' / 'nov 2026' (short), 'November 2026' /
 * 'november 2026' (long, its table), 'Nov 26' / 'nov 26' (axis).
 */
export const formatAmountMonth = (
  month: string,
  language: Language,
  style: MonthStyle = 'short',
): string => {
  const parsed = DateTime.fromFormat(month, 'yyyy-MM', { zone: 'utc' });
  return parsed.isValid ? MONTH_LABELS[style][language].format(parsed.toJSDate()) : month;
};

const axisFormats = Object.fromEntries(
  Object.entries(intlLocales).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/**
 * An amount as a chart's axis names it, short: '€1.2K' (en), '€ 1,2K' (nl). Plain spaces, as
 * `formatMoney` gives them; the exact amounts are in the chart's table (`formatMoney`).
 */
export const formatAxisMoney = (cents: number, language: Language): string =>
  axisFormats[language].format(centsToDecimalString(cents)).replace(/[\u00A0\u202F]/g, ' ');
