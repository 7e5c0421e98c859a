import { computeTotals, type TotalsInput } from './totals.js';
import type { Invoice } from './types.js';

/** A credit note of the invoice as far as what is owed goes: its total in cents. */
export type CreditedAmount = { total: number };

export type OwedInvoice = TotalsInput & Partial<Pick<Invoice, 'documentType' | 'paymentStatus'>>;

type OwedStatus = Partial<Pick<Invoice, 'documentType' | 'paymentStatus'>>;

/** Money comes back by a refund, not by paying less: a paid invoice or a credit note asks nothing. */
const asksPayment = (invoice: OwedStatus): boolean =>
  invoice.documentType !== 'credit_note' &&
  invoice.paymentStatus !== 'paid' &&
  invoice.paymentStatus !== 'markedPaid';

/**
 * What the customer is still asked to pay of an invoice, in cents (issue 31, docs/domain-rules.md
 * "What a credited invoice still asks for"): its total less its credit notes' totals, never below
 * 0. Nothing on a credit note, and nothing on a paid invoice (money comes back by a refund, not by
 * paying less). The one rule behind the pay link's amount, the status page, the reminder's amount
 * and the payment QR code, on the server and in the browser.
 */
export const amountOwed = (invoice: OwedInvoice, credits: readonly CreditedAmount[]): number =>
  asksPayment(invoice) ? amountOwedOfTotal(invoice, computeTotals(invoice).total, credits) : 0;

/** `amountOwed` of an invoice whose total (`computeTotals`) the caller has already computed. */
export const amountOwedOfTotal = (
  invoice: OwedStatus,
  total: number,
  credits: readonly CreditedAmount[],
): number => {
  if (!asksPayment(invoice)) return 0;
  const credited = credits.reduce((sum, credit) => sum + credit.total, 0);
  return Math.max(total - credited, 0);
};
