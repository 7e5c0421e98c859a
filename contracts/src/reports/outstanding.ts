import { amountStateOf, daysBetween, netOfCredits, paymentStatusOn } from '@app/contracts/invoice';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type OpenInvoice,
  type OutstandingFigures,
} from './types.js';

/** The bucket of an overdue invoice by whole days past its due date (at least one). */
export const ageingBucketOf = (daysPastDue: number): Exclude<AgeingBucket, 'notDue'> => {
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
};

/**
 * What customers still owe on `today` (the seller's day), VAT included, and how late it is.
 *
 * - Owed: an issued invoice (not a credit note, not a concept) that is still payable, its total
 *   less its credit notes', never below 0: contracts `amountOwed` and the amounts at a glance
 *   (`amountStateOf`, `netOfCredits`), which these figures must agree with.
 * - Overdue: the overdue rule (`paymentStatusOn`: sent, unpaid, due before today) or a status the
 *   server already stored as overdue. An invoice the rule does not call overdue is "not yet due"
 *   even past its due date: a saved invoice nobody has sent is not late (docs/invoice-status.md).
 * - Ageing: an overdue invoice by days past its due date (1-30, 31-60, 61-90, over 90), so the
 *   buckets past "not yet due" add up to the overdue amount and all of them to the total.
 */
export const outstandingOn = (
  invoices: readonly OpenInvoice[],
  today: string,
): OutstandingFigures => {
  const buckets = new Map<AgeingBucket, { amount: number; count: number }>(
    AGEING_BUCKETS.map((bucket) => [bucket, { amount: 0, count: 0 }]),
  );
  for (const invoice of invoices) {
    if (invoice.documentType !== 'invoice' || invoice.status === 'concept') continue;
    const state = amountStateOf(paymentStatusOn(invoice, today));
    if (state !== 'outstanding' && state !== 'overdue') continue;
    const owed = netOfCredits(invoice.total, invoice.credited);
    if (owed === 0) continue;
    const bucket =
      state === 'overdue'
        ? ageingBucketOf(Math.max(daysBetween(invoice.dueDate, today) ?? 1, 1))
        : 'notDue';
    const figure = buckets.get(bucket) as { amount: number; count: number };
    figure.amount += owed;
    figure.count += 1;
  }
  const ageing = AGEING_BUCKETS.map((bucket) => ({ bucket, ...buckets.get(bucket)! }));
  const overdue = ageing.filter((figure) => figure.bucket !== 'notDue');
  return {
    asOf: today,
    total: ageing.reduce((sum, figure) => sum + figure.amount, 0),
    count: ageing.reduce((sum, figure) => sum + figure.count, 0),
    overdue: overdue.reduce((sum, figure) => sum + figure.amount, 0),
    overdueCount: overdue.reduce((sum, figure) => sum + figure.count, 0),
    ageing,
  };
};
