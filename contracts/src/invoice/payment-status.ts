import type { Invoice, PaymentStatus } from './types.js';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'unpaid',
  'paid',
  'markedPaid',
  'overdue',
  'overdue_reminded',
  'canceled',
  'failed',
  'credited',
];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value);

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

export type PaymentStatusBadge = {
  status: PaymentStatus;
  /** e.g. 'paymentStatus.overdue_reminded' ('Reminder Sent'). */
  key: `paymentStatus.${PaymentStatus}`;
  tone: BadgeTone;
};

const TONES: Record<PaymentStatus, BadgeTone> = {
  unpaid: 'neutral',
  paid: 'success',
  markedPaid: 'success',
  overdue: 'danger',
  overdue_reminded: 'warning',
  canceled: 'neutral',
  failed: 'danger',
  credited: 'neutral',
};

const badgeOf = (status: PaymentStatus): PaymentStatusBadge => ({
  status,
  key: `paymentStatus.${status}`,
  tone: TONES[status],
});

/**
 * The badge of a payment status. The editor renders nothing for an unknown value (it logs it);
 * the public status page shows 'unpaid' instead, so a customer always sees a state.
 */
export function paymentStatusBadge(value: unknown, context: 'editor'): PaymentStatusBadge | null;
export function paymentStatusBadge(value: unknown, context: 'statusPage'): PaymentStatusBadge;
export function paymentStatusBadge(
  value: unknown,
  context: 'editor' | 'statusPage',
): PaymentStatusBadge | null {
  if (isPaymentStatus(value)) {
    return badgeOf(value);
  }
  return context === 'statusPage' ? badgeOf('unpaid') : null;
}

/** The only states a user can pick by hand; the others are set by the server. */
export const MANUAL_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;

export type ManualPaymentStatus = (typeof MANUAL_PAYMENT_STATUSES)[number];

/**
 * The badge dropdown's switch. Marking paid records when (`now`, an ISO timestamp from the
 * caller's clock); marking unpaid again removes paidAt so no stale payment date is shown.
 */
export const setPaymentStatusManually = <T extends Pick<Invoice, 'paymentStatus' | 'paidAt'>>(
  invoice: T,
  next: ManualPaymentStatus,
  now: string,
): T => {
  if (next === 'paid') {
    return { ...invoice, paymentStatus: 'paid', paidAt: now };
  }
  const copy = { ...invoice, paymentStatus: 'unpaid' as const };
  delete copy.paidAt;
  return copy;
};

const PAYABLE_STATUSES: readonly PaymentStatus[] = ['unpaid', 'overdue', 'overdue_reminded'];

/** Money is still owed: unpaid, overdue or reminded (not paid, marked paid, canceled, failed). */
export const isPayable = (paymentStatus: string): boolean =>
  PAYABLE_STATUSES.some((status) => status === paymentStatus);

export type PayNowInput = {
  paymentStatus: string;
  paymentMethods: { mollie: { enabled: boolean }; stripe: { enabled: boolean } };
  paymentLink?: { url: string } | null;
  paymentRedirectUrl?: string | null;
};

/**
 * Pay now shows while money is owed, an online method (Mollie or Stripe, the ones that make
 * payment links) is enabled, and there is somewhere to send the customer.
 */
export const showPayNow = (input: PayNowInput): boolean =>
  isPayable(input.paymentStatus) &&
  (input.paymentMethods.mollie.enabled || input.paymentMethods.stripe.enabled) &&
  Boolean(input.paymentLink?.url || input.paymentRedirectUrl);

/** The status page shows BIC only when it has content. */
export const displayBic = (bic: string | undefined): string | null => {
  const trimmed = bic?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
