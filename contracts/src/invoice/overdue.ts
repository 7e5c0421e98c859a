import { isPastDate } from './dates.js';
import type { Invoice, PaymentStatus } from './types.js';

/** What the overdue rule reads of an invoice. */
export type OverdueFields = Pick<Invoice, 'status' | 'paymentStatus' | 'dueDate'>;

/**
 * The overdue rule (docs/invoice-status.md), the one the browser, the server's saves and sends,
 * its list filter and its sweep all follow: an invoice is overdue on `today` when its customer
 * has it (sent), nothing was paid or settled (unpaid), and its due date lies before `today`,
 * the seller's day (Europe/Amsterdam: contracts `storedDateOf`). A saved invoice is never
 * overdue: nobody has asked its customer to pay it yet, and overdue locks an invoice, which
 * would keep a back-dated one from being sent. Paid, reminded, credited and canceled invoices
 * keep their own status.
 */
export const isOverdueOn = (invoice: OverdueFields, today: string): boolean =>
  invoice.status === 'sent' &&
  invoice.paymentStatus === 'unpaid' &&
  isPastDate(invoice.dueDate, today);

/**
 * The payment status an invoice shows and is filed under on `today`: overdue as soon as the
 * rule says so, before the server's sweep stored it; otherwise the stored one. For display and
 * filtering only: what is sent back to the server stays the stored status.
 */
export const paymentStatusOn = (invoice: OverdueFields, today: string): PaymentStatus =>
  isOverdueOn(invoice, today) ? 'overdue' : invoice.paymentStatus;
