import { isInvoiceReadOnly } from './status.js';
import { MANUAL_PAYMENT_STATUSES } from './payment-status.js';
import type { Invoice, PaymentStatus, Recipient } from './types.js';

/**
 * What the customer received stays what is stored (spec §4): on a sent or paid invoice these
 * cannot change. Left open: the payment status (unpaid <-> paid), and what the send dialog
 * edits for sending again: the recipient's e-mail and contact name and the e-mail message.
 */
export const LOCKED_FIELDS = [
  'documentType',
  'invoiceNumber',
  'date',
  'dueDate',
  'paymentTerms',
  'sender',
  'recipient',
  'items',
  'discount',
  'notes',
  'paymentMethods',
  'paymentReference',
  'vatRegime',
  'currency',
  'companyId',
] as const;

export type LockedField = (typeof LOCKED_FIELDS)[number];

/** Sending again edits these; the rest of the recipient is part of the document. */
const withoutSendDialogFields = (
  recipient: Recipient,
): Omit<Recipient, 'email' | 'contactName'> => {
  const { email: _email, contactName: _contactName, isPlaceholder: _flags, ...rest } = recipient;
  return rest;
};

/** Placeholder flags say how the editor shows a field, not what the document says. */
const withoutFlags = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutFlags);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'isPlaceholder')
      .map(([key, item]) => [key, withoutFlags(item)]),
  );
};

/** Key order never matters: both sides are compared as sorted JSON. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  ) ?? 'undefined';

const comparable = (invoice: Invoice, field: LockedField): string => {
  const value = field === 'recipient' ? withoutSendDialogFields(invoice.recipient) : invoice[field];
  return canonicalJson(withoutFlags(value ?? null));
};

/**
 * The locked fields a change would alter; empty when the change is allowed. An invoice that is
 * not read-only may change anything.
 */
export const lockedFieldChanges = (stored: Invoice, next: Invoice): LockedField[] =>
  isInvoiceReadOnly(stored)
    ? LOCKED_FIELDS.filter((field) => comparable(stored, field) !== comparable(next, field))
    : [];

/**
 * Whether a user may move an invoice from one payment status to another: keeping it is always
 * fine; changing it only to one of the states a user picks by hand (unpaid, paid). overdue,
 * reminders and failures are set by the server; so is credited, which only its credit notes
 * undo (a fully credited invoice is owed nothing, so it cannot be marked unpaid or paid).
 */
export const canChangePaymentStatus = (from: PaymentStatus, to: PaymentStatus): boolean =>
  from === to ||
  (from !== 'credited' && (MANUAL_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(to));
