import type { CreditStatus, CreditSummary } from './credit-notes.js';
import type { CreditRefund } from './refunds.js';
import type { PeppolStatus } from './peppol-status.js';
import type { Invoice, PaymentLink } from './types.js';

// The Invoice type keeps the status too: its own module, so neither file imports the other.
export { PEPPOL_STATUSES, type PeppolStatus } from './peppol-status.js';

/**
 * An invoice as the API stores and answers it: always with an id, a server-computed total and
 * its payment links; without the browser-only fields (synced, scheduleData).
 */
type Flat<T> = { [K in keyof T]: T[K] };

export type ApiInvoice = Flat<
  Omit<Invoice, 'id' | 'total' | 'synced' | 'scheduleData' | 'paymentLinks' | 'version'> & {
    id: string;
    /** Moves on every change of the stored invoice (its ETag); see docs/data-api.md. */
    version: number;
    /** Cents, recomputed by the server from the lines and the discount. */
    total: number;
    paymentLinks: PaymentLink[];
    /** ISO timestamps. */
    createdAt: string;
    updatedAt: string;
    /** On an invoice (not a credit note): its credit notes, oldest first, and what they amount to. */
    credits?: CreditSummary[];
    creditStatus?: CreditStatus;
    /** On a credit note: its refund through Mollie, if one was asked for (read-only). */
    refund?: CreditRefund;
    /** Its latest Peppol delivery's status (read-only); absent when it was never sent over Peppol. */
    peppolStatus?: PeppolStatus;
  }
>;
