// Refunds of credit notes through Mollie in the editor (issue 31; docs/payments.md "Refunds").
// What this browser keeps of an invoice has no refunds: their status is the server's, read with
// GET /api/invoices/{id} (invoicesApi's getInvoice) while the editor shows a document a refund
// can concern.
import {
  FINAL_REFUND_STATUSES,
  isRefundStatus,
  type CreditRefund,
  type Invoice,
} from '@app/contracts/invoice';
import { isRecord } from '@app/contracts/common';
import { selectAuthStatus } from '@app/platform';
import { selectSavedInvoice, useAppSelector } from '../../store';
import { invoicesApi } from '../invoices/invoicesApi';
import { useOnline } from '../sync/useOnline';
import { isCreditNote } from './credit-notes';

/** While a refund is on its way, its status is read again this often (Mollie's webhook moves it). */
export const REFUND_POLL_MS = 5000;

/** Whether the invoice was paid online through Mollie: only then can its credit notes be refunded. */
export const paidThroughMollie = (invoice: Pick<Invoice, 'paymentLinks'> | undefined): boolean =>
  invoice?.paymentLinks?.some((link) => link.provider === 'mollie' && link.status === 'paid') ===
  true;

/** The invoice a credit note credits, as this browser keeps it (undefined for an invoice). */
export function useCreditedOriginal(invoice: Invoice): Invoice | undefined {
  const originalId = isCreditNote(invoice) ? invoice.creditedInvoice?.id : undefined;
  return useAppSelector((root) =>
    originalId === undefined ? undefined : selectSavedInvoice(root, originalId),
  );
}

export type ServerRefunds = {
  /** Each credit note's refund the server answered, by the credit note's id. */
  byCreditNote: ReadonlyMap<string, CreditRefund>;
  /** True once the server answered for this document. */
  loaded: boolean;
};

const refundOf = (value: unknown): CreditRefund | undefined =>
  isRecord(value) && isRefundStatus(value.status) ? (value as CreditRefund) : undefined;

/**
 * The refunds the server knows for `invoice`: its own on a credit note, its credit notes' on an
 * original. Read only when `enabled`, signed in, online and once the document is stored on the
 * server, and only when a refund can exist (the original was paid through Mollie); read again
 * while one is on its way.
 */
export function useServerRefunds(invoice: Invoice, enabled = true): ServerRefunds {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const online = useOnline();
  const original = useCreditedOriginal(invoice);
  const creditNote = isCreditNote(invoice);
  const refundable = paidThroughMollie(creditNote ? original : invoice);
  const id = invoice.id;
  const skip =
    !enabled || !signedIn || !online || id === undefined || invoice.synced !== true || !refundable;
  // Read again whenever a document is shown: a refund made or moved on since is seen at once.
  const { data } = invoicesApi.useGetInvoiceQuery(
    { id: id ?? '' },
    { skip, refetchOnMountOrArgChange: true },
  );
  const byCreditNote = new Map<string, CreditRefund>();
  if (!skip && data !== undefined) {
    if (creditNote) {
      const refund = refundOf(data.refund);
      if (refund !== undefined) byCreditNote.set(data.id, refund);
    } else {
      for (const credit of data.credits ?? []) {
        const refund = refundOf(credit.refund);
        if (refund !== undefined) byCreditNote.set(credit.id, refund);
      }
    }
  }
  const moving = [...byCreditNote.values()].some(
    (refund) => !FINAL_REFUND_STATUSES.includes(refund.status),
  );
  // Polling needs the hook's options to change: a second subscription with the interval.
  invoicesApi.useGetInvoiceQuery(
    { id: id ?? '' },
    { skip: skip || !moving, pollingInterval: REFUND_POLL_MS },
  );
  return { byCreditNote, loaded: !skip && data !== undefined };
}

export type RefundProblem =
  | 'refund.errors.notAvailable'
  | 'refund.errors.exists'
  | 'refund.errors.exceeds'
  | 'refund.errors.provider'
  | 'refund.errors.other';

/** What the user is told about a refused refund, by the error body's code. */
export function refundProblemOf(error: unknown): RefundProblem {
  const code = isRecord(error) && isRecord(error.data) ? error.data.code : undefined;
  switch (code) {
    case 'REFUND_NOT_AVAILABLE':
      return 'refund.errors.notAvailable';
    case 'REFUND_EXISTS':
      return 'refund.errors.exists';
    case 'REFUND_EXCEEDS_PAYMENT':
      return 'refund.errors.exceeds';
    case 'PAYMENT_PROVIDER_FAILED':
      return 'refund.errors.provider';
    default:
      return 'refund.errors.other';
  }
}
