/**
 * Refunds of credit notes through the provider the original invoice was paid with (issue 31;
 * docs/payments.md "Refunds"). Mollie's statuses: `queued` and `pending` wait, `processing` is
 * under way, `refunded`, `failed` and `canceled` are final.
 */
export const REFUND_STATUSES = [
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
] as const;

export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A credit note's refund as the API answers it, on the credit note and in its invoice's credits. */
export type CreditRefund = {
  status: RefundStatus;
  /** Cents refunded (the credit note's total when it was made). */
  amount: number;
  /** ISO timestamp: when the refund was asked for. */
  createdAt: string;
};

export const isRefundStatus = (value: unknown): value is RefundStatus =>
  (REFUND_STATUSES as readonly unknown[]).includes(value);

/** The statuses after which a refund never changes. */
export const FINAL_REFUND_STATUSES: readonly RefundStatus[] = ['refunded', 'failed', 'canceled'];

/** A refund that went nowhere (failed or canceled) leaves the credit note free to refund again. */
export const refundStands = (status: RefundStatus): boolean =>
  status !== 'failed' && status !== 'canceled';
