import { outstandingOn } from './outstanding.js';
import { revenueOfYear } from './revenue.js';
import type { OpenInvoice, RevenueDocument, YearReport } from './types.js';

/**
 * The reports page's figures: the year's revenue from its documents, and what is outstanding on
 * `today` from the open invoices of any year (an invoice of last year can still be owed).
 */
export const yearReport = (input: {
  year: number;
  today: string;
  documents: readonly RevenueDocument[];
  openInvoices: readonly OpenInvoice[];
}): YearReport => ({
  year: input.year,
  currency: 'EUR',
  revenue: revenueOfYear(input.documents, input.year),
  outstanding: outstandingOn(input.openInvoices, input.today),
});
