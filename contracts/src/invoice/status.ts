import type { Invoice, InvoiceStatus, PaymentStatus } from './types.js';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['concept', 'saved', 'sent'];

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly unknown[]).includes(value);

/**
 * The toolbar badge: concept shows as 'Draft', sent as 'Sent'. 'saved' is the normal state and
 * gets no badge; an unknown status is shown as its raw text in a neutral badge.
 */
export const invoiceStatusBadge = (
  status: string,
): { key: 'invoice.status.concept' | 'invoice.status.sent' } | { text: string } | null => {
  if (status === 'saved') {
    return null;
  }
  return status === 'concept' || status === 'sent'
    ? { key: `invoice.status.${status}` }
    : { text: status };
};

/** Payment states in which the invoice may no longer change (it has been paid or chased). */
const LOCKING_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'paid',
  'markedPaid',
  'overdue',
  'overdue_reminded',
];

/**
 * Sent or paid invoices are locked: what the customer received must stay what is stored.
 * markedPaid locks like paid, as it is the same fact recorded by hand.
 */
export const isInvoiceReadOnly = (invoice: Pick<Invoice, 'status' | 'paymentStatus'>): boolean =>
  invoice.status === 'sent' || LOCKING_PAYMENT_STATUSES.includes(invoice.paymentStatus);

export type ToolbarAction =
  'save' | 'exportPdf' | 'exportUbl' | 'cancel' | 'schedule' | 'previewSend' | 'history' | 'delete';

/**
 * Toolbar actions by status. A concept can be scheduled: the schedule is kept on it
 * (`scheduleData`) and created once the save reaches the server (spec §4 "Schedules"), which the
 * spec's toolbar list ("schedule is not offered") contradicts; §4 wins, as a new invoice is where
 * a recurring one starts. Cancel is offered only when the caller says so (the spec leaves the
 * condition to the editor). A read-only invoice (sent, or paid) keeps schedule (spec §2 "sent:
 * schedule, history, delete": a schedule copies the invoice and changes nothing of it), history
 * and delete, and offers no preview-and-send; Export PDF stays, deliberately: a copy of an issued
 * invoice is something its sender needs, and exporting changes nothing. The e-invoice (UBL) is
 * offered for every saved invoice, not for a concept, which has no number yet. An unknown
 * status offers nothing.
 */
export const toolbarActions = (
  invoice: Pick<Invoice, 'status' | 'paymentStatus'>,
  options: { canCancel?: boolean } = {},
): ToolbarAction[] => {
  if (
    isInvoiceStatus(invoice.status) &&
    invoice.status !== 'concept' &&
    isInvoiceReadOnly(invoice)
  ) {
    return ['schedule', 'exportPdf', 'exportUbl', 'history', 'delete'];
  }
  switch (invoice.status) {
    case 'concept':
      return options.canCancel === true
        ? ['save', 'schedule', 'exportPdf', 'cancel']
        : ['save', 'schedule', 'exportPdf'];
    case 'saved':
      return ['schedule', 'exportPdf', 'exportUbl', 'previewSend', 'delete'];
    default:
      return [];
  }
};

/** A concept is the new invoice already, so the new-invoice button is hidden for it. */
export const showNewInvoiceButton = (status: string): boolean => status !== 'concept';

/** The editor auto-saves to the server only invoices that exist there and are past concept. */
export const shouldAutoSaveToServer = (invoice: Pick<Invoice, 'status' | 'id'>): boolean =>
  invoice.status !== 'concept' && Boolean(invoice.id);
