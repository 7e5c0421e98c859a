import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestMode, visible, type Caller } from './callers.ts';
import type { StandInContext } from './context.ts';
import { parseFields, readBody, sendJson, sendMollieError } from './http.ts';
import { mollieTime, newId } from './ids.ts';
import type { PaymentRecord, RefundRecord, RefundStatus } from './records.ts';
import { centsOf, listJson, refundedCents, refundJson } from './representations.ts';

// The Refunds API on a payment (docs.mollie.com/reference/create-refund, get-refund,
// list-refunds; docs.mollie.com/payments/refunds for the statuses). A refund starts `pending`
// (Mollie: `queued` when the balance is short, which the stand-in never is), then goes on to
// `processing` and `refunded`, or `failed`; `queued` and `pending` can still be `canceled`.

/** The statuses whose reaching calls the payment's webhook (Mollie's "Refund statuses" table). */
const announced: readonly RefundStatus[] = ['processing', 'refunded', 'failed'];

type Problem = { status: number; detail: string; field?: string };

/** The payment a request names, as this caller may see it; undefined answers 404. */
export function visiblePayment(
  context: StandInContext,
  caller: Caller,
  paymentId: string,
  testmode: unknown,
): PaymentRecord | undefined {
  const payment = context.records.payments.get(paymentId);
  const mode = requestMode(caller, testmode);
  return payment !== undefined && visible(caller, mode, payment) ? payment : undefined;
}

function problemOf(
  context: StandInContext,
  payment: PaymentRecord,
  body: Record<string, unknown>,
): Problem | undefined {
  if (payment.status !== 'paid') {
    return { status: 422, detail: 'The payment cannot be refunded: it is not paid.' };
  }
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined | null;
  if (amount === undefined || amount === null || typeof amount !== 'object') {
    return { status: 422, detail: 'The amount is missing.', field: 'amount' };
  }
  if (amount.currency !== payment.amount.currency) {
    return {
      status: 422,
      detail: 'The currency must be the payment’s currency.',
      field: 'amount.currency',
    };
  }
  if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
    return {
      status: 422,
      detail: 'The amount must be a string with two decimals, like "10.00".',
      field: 'amount.value',
    };
  }
  const cents = centsOf(amount.value);
  if (cents <= 0)
    return { status: 422, detail: 'The amount must be more than zero.', field: 'amount.value' };
  const remaining =
    centsOf(payment.amount.value) - refundedCents(context.records.refundsOf(payment.id));
  if (cents > remaining) {
    return {
      status: 422,
      detail: 'The amount is higher than what can still be refunded of this payment.',
      field: 'amount',
    };
  }
  const { description, metadata } = body;
  if (description !== undefined && description !== null) {
    if (typeof description !== 'string' || description.length > 255) {
      return { status: 422, detail: 'The description is not valid.', field: 'description' };
    }
  }
  if (metadata !== undefined && JSON.stringify(metadata).length > 1024) {
    return { status: 422, detail: 'The metadata is larger than 1 KB.', field: 'metadata' };
  }
  return undefined;
}

/**
 * A refund's next status. The payment's webhook is called for the statuses Mollie announces,
 * with the payment's id (`id=tr_…`): the receiver reads the refund back.
 */
export function moveRefund(
  context: StandInContext,
  refund: RefundRecord,
  status: RefundStatus,
  notify = true,
): void {
  refund.status = status;
  const payment = context.records.payments.get(refund.paymentId);
  if (notify && announced.includes(status) && payment?.webhookUrl) {
    context.webhooks.send(payment.webhookUrl, payment.id);
  }
}

/** `POST /v2/payments/{paymentId}/refunds`. */
export async function createRefund(
  context: StandInContext,
  caller: Caller,
  request: IncomingMessage,
  response: ServerResponse,
  paymentId: string,
): Promise<void> {
  const body = parseFields(request, await readBody(request));
  if (body === undefined) return sendMollieError(response, 400, 'The body is not valid JSON.');
  const payment = visiblePayment(context, caller, paymentId, body.testmode);
  if (payment === undefined) {
    return sendMollieError(response, 404, `No payment exists with token ${paymentId}.`);
  }
  const problem = problemOf(context, payment, body);
  if (problem !== undefined) {
    return sendMollieError(response, problem.status, problem.detail, problem.field);
  }
  const amount = body.amount as { currency: string; value: string };
  const refund: RefundRecord = {
    id: newId.refund(),
    organizationId: payment.organizationId,
    profileId: payment.profileId,
    mode: payment.mode,
    paymentId: payment.id,
    amount: { currency: amount.currency, value: amount.value },
    description: typeof body.description === 'string' ? body.description : '',
    metadata: body.metadata ?? null,
    status: 'pending',
    createdAt: mollieTime(context.now()),
  };
  context.records.refunds.set(refund.id, refund);
  if (context.refundProgress === 'instant') {
    // After the answer, as at Mollie: the app has the refund before its webhook can arrive.
    response.once('finish', () => moveRefund(context, refund, 'refunded'));
  }
  sendJson(response, 201, refundJson(context.urls, refund));
}

/** `GET /v2/payments/{paymentId}/refunds`. */
export function listRefunds(
  context: StandInContext,
  caller: Caller,
  response: ServerResponse,
  url: URL,
  paymentId: string,
): void {
  const payment = visiblePayment(context, caller, paymentId, url.searchParams.get('testmode'));
  if (payment === undefined) {
    return sendMollieError(response, 404, `No payment exists with token ${paymentId}.`);
  }
  const refunds = context.records.refundsOf(payment.id).map((r) => refundJson(context.urls, r));
  const self = `${context.urls.api}payments/${payment.id}/refunds`;
  sendJson(response, 200, listJson('refunds', refunds, self, 'list-refunds'));
}

/** `GET /v2/payments/{paymentId}/refunds/{refundId}`. */
export function getRefund(
  context: StandInContext,
  caller: Caller,
  response: ServerResponse,
  url: URL,
  paymentId: string,
  refundId: string,
): void {
  const payment = visiblePayment(context, caller, paymentId, url.searchParams.get('testmode'));
  const refund = context.records.refunds.get(refundId);
  if (payment === undefined || refund === undefined || refund.paymentId !== payment.id) {
    return sendMollieError(response, 404, `No refund exists with token ${refundId}.`);
  }
  sendJson(response, 200, refundJson(context.urls, refund));
}
