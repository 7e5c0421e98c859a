import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInContext } from './context.ts';
import { escapeHtml, page, parseFields, readBody, redirect, sendHtml } from './http.ts';
import { mollieTime, newId } from './ids.ts';
import type { PaymentLinkRecord, PaymentRecord, PaymentStatus } from './records.ts';

const statuses: PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** Why a link takes no payment now; undefined when it does. */
function refusal(context: StandInContext, link: PaymentLinkRecord): string | undefined {
  if (link.paidAt !== null && !link.reusable) return 'This payment link has been paid.';
  if (link.archived) return 'This payment link is no longer available.';
  if (link.expiresAt !== null && Date.parse(link.expiresAt) < context.now().getTime()) {
    return 'This payment link has expired.';
  }
  return undefined;
}

/**
 * What Mollie does when the customer finishes the checkout of a link: a payment `tr_…` in its
 * final status; for `paid`, the link's `paidAt`; then the webhook, `id=tr_…`, to the link's
 * webhookUrl (asynchronously: the customer may be back on redirectUrl before it arrives).
 */
export function payLink(
  context: StandInContext,
  link: PaymentLinkRecord,
  status: PaymentStatus = 'paid',
): PaymentRecord {
  const refused = refusal(context, link);
  if (refused !== undefined) throw new Error(`${link.id}: ${refused}`);
  const at = mollieTime(context.now());
  const payment: PaymentRecord = {
    id: newId.payment(),
    organizationId: link.organizationId,
    profileId: link.profileId,
    mode: link.mode,
    paymentLinkId: link.id,
    description: link.description,
    amount: link.amount,
    method: 'ideal',
    status,
    createdAt: at,
    settledAt: at,
    redirectUrl: link.redirectUrl,
    webhookUrl: link.webhookUrl,
  };
  context.records.payments.set(payment.id, payment);
  if (status === 'paid' && link.paidAt === null) link.paidAt = at;
  if (link.webhookUrl !== null) context.webhooks.send(link.webhookUrl, payment.id);
  return payment;
}

function checkoutPage(link: PaymentLinkRecord, refused: string | undefined): string {
  const amount = `${escapeHtml(link.amount.currency)} ${escapeHtml(link.amount.value)}`;
  const options = statuses.map((status) => `<option value="${status}">${status}</option>`).join('');
  const form =
    refused === undefined
      ? `<form method="post">
    <label for="status">Test payment status</label>
    <select id="status" name="status">${options}</select>
    <p><button type="submit">Pay</button></p>
  </form>`
      : `<p role="status">${escapeHtml(refused)}</p>`;
  return page(
    'Pay',
    `<h1>${escapeHtml(link.description)}</h1>
  <p>Amount: <strong data-testid="amount">${amount}</strong></p>
  ${form}`,
  );
}

/** `GET /payment/<token>/` is the link's page; its form POSTs back to the same address. */
export async function handleCheckout(
  context: StandInContext,
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
): Promise<void> {
  const link = context.records.paymentLinks.get(`pl_${token}`);
  if (link === undefined) {
    return sendHtml(response, 404, page('Not found', '<h1>This payment link does not exist.</h1>'));
  }
  const refused = refusal(context, link);
  if (request.method !== 'POST') return sendHtml(response, 200, checkoutPage(link, refused));
  if (refused !== undefined) return sendHtml(response, 409, checkoutPage(link, refused));
  const fields = parseFields(request, await readBody(request)) ?? {};
  const status = statuses.find((s) => s === fields.status) ?? 'paid';
  payLink(context, link, status);
  if (link.redirectUrl !== null) return redirect(response, link.redirectUrl);
  sendHtml(response, 200, page('Done', '<h1>Thank you, your payment is complete.</h1>'));
}
