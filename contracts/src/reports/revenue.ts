import { computeTotals, type TotalsInput } from '@app/contracts/invoice';
import type {
  CustomerRevenue,
  MonthRevenue,
  ReportCustomer,
  RevenueDocument,
  RevenueFigures,
} from './types.js';

/** The per-customer list shows this many customers; the rest are added up as "other". */
export const TOP_CUSTOMERS = 10;

/** Years a report can be asked for: the product's dates are four-digit years. */
export const REPORT_YEARS = { min: 2000, max: 2099 } as const;

export const isReportYear = (year: number): boolean =>
  Number.isInteger(year) && year >= REPORT_YEARS.min && year <= REPORT_YEARS.max;

/**
 * What a document adds to revenue, in cents: its subtotal less its discount, without VAT (VAT is
 * owed to the tax office, it is nobody's revenue). The same figures the server stores as
 * `subtotal_cents` and `discount_cents`, so the server passes those instead of the lines.
 */
export const netAmountOf = (document: TotalsInput): number => {
  const totals = computeTotals(document);
  return totals.subtotal - totals.discountAmount;
};

/** A name as the grouping compares it: case and spacing never make two customers. */
export const customerNameKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A saved company is one customer whatever the invoices' text says (its name may have changed);
 * without one, the recipient's name as written, case- and space-insensitive.
 */
export const customerKey = (customer: ReportCustomer): string =>
  customer.companyId !== null
    ? `company:${customer.companyId}`
    : `name:${customerNameKey(customer.name)}`;

/** Issued (not a concept), as the VAT return counts documents (contracts vat-return). */
const isIssued = (document: Pick<RevenueDocument, 'status'>): boolean =>
  document.status !== 'concept';

const signedNet = (document: RevenueDocument): number =>
  document.documentType === 'credit_note' ? -document.net : document.net;

const monthsOf = (year: number): string[] =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

/** Highest revenue first; equal revenue by name, then key, so the order never depends on input order. */
const byRevenue = (a: CustomerRevenue, b: CustomerRevenue): number =>
  b.net - a.net || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.key < b.key ? -1 : 1);

/**
 * A year's revenue: issued documents dated in the year, each by its own date, a credit note
 * subtracted in the month it is dated (as the VAT return corrects in the credit note's period).
 * Per customer, the name shown for a customer without a saved company is the spelling of its
 * latest document.
 */
export const revenueOfYear = (
  documents: readonly RevenueDocument[],
  year: number,
): RevenueFigures => {
  const months = new Map<string, number>(monthsOf(year).map((month) => [month, 0]));
  const customers = new Map<string, CustomerRevenue & { latest: string }>();
  let total = 0;
  for (const document of documents) {
    const month = document.date.slice(0, 7);
    const sofar = months.get(month);
    if (!isIssued(document) || sofar === undefined) continue;
    const net = signedNet(document);
    total += net;
    months.set(month, sofar + net);
    const key = customerKey(document.customer);
    const seen = customers.get(key);
    if (seen === undefined) {
      customers.set(key, {
        key,
        companyId: document.customer.companyId,
        name: document.customer.name.trim(),
        net,
        documents: 1,
        latest: document.date,
      });
      continue;
    }
    seen.net += net;
    seen.documents += 1;
    if (document.date >= seen.latest) {
      seen.latest = document.date;
      seen.name = document.customer.name.trim();
    }
  }
  const ranked = [...customers.values()]
    .map(({ latest: _latest, ...customer }) => customer)
    .sort(byRevenue);
  const rest = ranked.slice(TOP_CUSTOMERS);
  return {
    total,
    months: [...months].map(([month, net]): MonthRevenue => ({ month, net })),
    customers: ranked.slice(0, TOP_CUSTOMERS),
    other: { customers: rest.length, net: rest.reduce((sum, customer) => sum + customer.net, 0) },
  };
};
