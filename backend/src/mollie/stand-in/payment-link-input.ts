import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestMode, type Caller } from './callers.ts';
import type { StandInContext } from './context.ts';
import { parseFields, readBody, sendJson, sendMollieError } from './http.ts';
import { mollieTime, newId } from './ids.ts';
import type { Amount, PaymentLinkRecord } from './records.ts';
import { paymentLinkJson } from './representations.ts';

// POST /v2/payment-links (docs.mollie.com/reference/create-payment-link): description
// (required, at most 255 characters), amount {currency, value with two decimals}, redirectUrl,
// webhookUrl, profileId (required with an OAuth access token, not sent with an API key),
// reusable, expiresAt, and testmode for OAuth calls. Problems are 422s naming the field.

type Problem = { detail: string; field: string };

const currencies = [
  'EUR',
  'GBP',
  'CHF',
  'DKK',
  'NOK',
  'PLN',
  'SEK',
  'USD',
  'CZK',
  'HUF',
  'AUD',
  'CAD',
];

function amountOf(value: unknown): Amount | Problem {
  if (value === undefined || value === null) {
    // Mollie lets the customer type an amount when none is given; the stand-in does not.
    return {
      detail: 'The amount is missing (the stand-in needs a fixed amount).',
      field: 'amount',
    };
  }
  const amount = value as Partial<Amount>;
  if (typeof amount.currency !== 'string' || !currencies.includes(amount.currency)) {
    return { detail: 'The currency is not supported.', field: 'amount.currency' };
  }
  if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value)) {
    return {
      detail: 'The amount must be a string with two decimals, like "10.00".',
      field: 'amount.value',
    };
  }
  if (Number(amount.value) <= 0) {
    return { detail: 'The amount must be more than zero.', field: 'amount.value' };
  }
  return { currency: amount.currency, value: amount.value };
}

function urlProblem(value: unknown, field: string): Problem | undefined {
  if (value === undefined || value === null) return undefined;
  // Mollie refuses webhook URLs it cannot reach (localhost); the stand-in calls them all.
  if (typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)) return undefined;
  return { detail: `The '${field}' is not a valid URL.`, field };
}

function profileProblem(context: StandInContext, caller: Caller, profileId: unknown) {
  if (caller.kind === 'api-key') {
    if (profileId === undefined || profileId === null || profileId === caller.profileId) return;
    return { detail: 'An API key creates links on its own profile only.', field: 'profileId' };
  }
  if (profileId === undefined || profileId === null) {
    return { detail: "The 'profileId' field is missing.", field: 'profileId' };
  }
  const profile = context.records.profiles.find((p) => p.id === profileId);
  if (profile?.organizationId !== caller.organizationId) {
    return { detail: 'The profile does not exist or is not yours.', field: 'profileId' };
  }
  return undefined;
}

const absent = (value: unknown) => value === undefined || value === null;

/** The first problem of the body, in the order of Mollie's reference; undefined if none. */
function problemOf(context: StandInContext, caller: Caller, body: Record<string, unknown>) {
  const { description } = body;
  if (typeof description !== 'string' || description.trim() === '') {
    return { detail: 'The description is missing', field: 'description' };
  }
  if (description.length > 255) {
    return { detail: 'The description is longer than 255 characters.', field: 'description' };
  }
  const amount = amountOf(body.amount);
  if ('detail' in amount) return amount;
  const urls =
    urlProblem(body.redirectUrl, 'redirectUrl') ?? urlProblem(body.webhookUrl, 'webhookUrl');
  if (urls !== undefined) return urls;
  const profile = profileProblem(context, caller, body.profileId);
  if (profile !== undefined) return profile;
  if (!absent(body.reusable) && typeof body.reusable !== 'boolean') {
    return { detail: 'reusable must be true or false.', field: 'reusable' };
  }
  if (!absent(body.expiresAt) && Number.isNaN(Date.parse(String(body.expiresAt)))) {
    return { detail: 'expiresAt is not an ISO 8601 date and time.', field: 'expiresAt' };
  }
  return undefined;
}

export async function createPaymentLink(
  context: StandInContext,
  caller: Caller,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = parseFields(request, await readBody(request));
  if (body === undefined) return sendMollieError(response, 400, 'The body is not valid JSON.');
  const problem = problemOf(context, caller, body);
  if (problem !== undefined) return sendMollieError(response, 422, problem.detail, problem.field);

  const link: PaymentLinkRecord = {
    id: newId.paymentLink(),
    organizationId: caller.organizationId,
    profileId: caller.kind === 'api-key' ? caller.profileId : String(body.profileId),
    mode: requestMode(caller, body.testmode),
    description: String(body.description),
    amount: amountOf(body.amount) as Amount,
    redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
    webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
    reusable: body.reusable === true,
    archived: false,
    sequenceType: 'oneoff',
    createdAt: mollieTime(context.now()),
    paidAt: null,
    expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : null,
  };
  context.records.paymentLinks.set(link.id, link);
  sendJson(response, 201, paymentLinkJson(context.urls, link));
}
