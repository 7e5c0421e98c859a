import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate, refusedPermission, requestMode, visible, type Caller } from './callers.ts';
import type { StandInContext } from './context.ts';
import { sendJson, sendMollieError } from './http.ts';
import { createPaymentLink } from './payment-link-input.ts';
import { createRefund, getRefund, listRefunds } from './refunds.ts';
import {
  listJson,
  organizationJson,
  paymentJson,
  paymentLinkJson,
  profileJson,
} from './representations.ts';

type Route = {
  method: string;
  pattern: RegExp;
  scope: string;
  organizationLevel?: boolean;
  run: (context: StandInContext, caller: Caller, request: RouteRequest) => Promise<void> | void;
};

type RouteRequest = {
  incoming: IncomingMessage;
  response: ServerResponse;
  url: URL;
  params: string[];
};

const routes: Route[] = [
  {
    method: 'GET',
    pattern: /^organizations\/me$/,
    scope: 'organizations.read',
    organizationLevel: true,
    run: (context, caller, { response }) => {
      const organization = context.records.organization(caller.organizationId);
      sendJson(response, 200, organizationJson(context.urls, organization));
    },
  },
  {
    method: 'GET',
    pattern: /^profiles$/,
    scope: 'profiles.read',
    organizationLevel: true,
    run: (context, caller, { response }) => {
      const profiles = context.records.profiles
        .filter((p) => p.organizationId === caller.organizationId)
        .map((p) => profileJson(context.urls, p));
      sendJson(
        response,
        200,
        listJson('profiles', profiles, `${context.urls.api}profiles`, 'list-profiles'),
      );
    },
  },
  {
    method: 'POST',
    pattern: /^payment-links$/,
    scope: 'payment-links.write',
    run: (context, caller, { incoming, response }) =>
      createPaymentLink(context, caller, incoming, response),
  },
  {
    method: 'GET',
    pattern: /^payment-links\/([^/]+)$/,
    scope: 'payment-links.read',
    run: (context, caller, { response, url, params: [id] }) => {
      const link = context.records.paymentLinks.get(id);
      const mode = requestMode(caller, url.searchParams.get('testmode'));
      if (link === undefined || !visible(caller, mode, link)) {
        return sendMollieError(response, 404, `No payment link exists with token ${id}.`);
      }
      sendJson(response, 200, paymentLinkJson(context.urls, link));
    },
  },
  {
    method: 'GET',
    pattern: /^payment-links\/([^/]+)\/payments$/,
    scope: 'payment-links.read',
    run: (context, caller, { response, url, params: [id] }) => {
      const link = context.records.paymentLinks.get(id);
      const mode = requestMode(caller, url.searchParams.get('testmode'));
      if (link === undefined || !visible(caller, mode, link)) {
        return sendMollieError(response, 404, `No payment link exists with token ${id}.`);
      }
      const payments = [...context.records.payments.values()]
        .filter((p) => p.paymentLinkId === id)
        .map((p) => paymentJson(context.urls, p, context.records.refundsOf(p.id)));
      const self = `${context.urls.api}payment-links/${id}/payments`;
      sendJson(response, 200, listJson('payments', payments, self, 'get-payment-link-payments'));
    },
  },
  {
    method: 'GET',
    pattern: /^payments\/([^/]+)$/,
    scope: 'payments.read',
    run: (context, caller, { response, url, params: [id] }) => {
      const payment = context.records.payments.get(id);
      const mode = requestMode(caller, url.searchParams.get('testmode'));
      if (payment === undefined || !visible(caller, mode, payment)) {
        return sendMollieError(response, 404, `No payment exists with token ${id}.`);
      }
      sendJson(response, 200, paymentJson(context.urls, payment, context.records.refundsOf(id)));
    },
  },
  {
    method: 'POST',
    pattern: /^payments\/([^/]+)\/refunds$/,
    scope: 'refunds.write',
    run: (context, caller, { incoming, response, params: [id] }) =>
      createRefund(context, caller, incoming, response, id),
  },
  {
    method: 'GET',
    pattern: /^payments\/([^/]+)\/refunds$/,
    scope: 'refunds.read',
    run: (context, caller, { response, url, params: [id] }) =>
      listRefunds(context, caller, response, url, id),
  },
  {
    method: 'GET',
    pattern: /^payments\/([^/]+)\/refunds\/([^/]+)$/,
    scope: 'refunds.read',
    run: (context, caller, { response, url, params: [paymentId, refundId] }) =>
      getRefund(context, caller, response, url, paymentId, refundId),
  },
];

/** Everything under `/v2/`: authentication, permissions, then the route. */
export async function handleApi(
  context: StandInContext,
  incoming: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname.replace(/^\/v2\//, '');
  const matching = routes.filter((route) => route.pattern.test(path));
  if (matching.length === 0) {
    return sendMollieError(response, 404, 'The resource does not exist.');
  }
  const route = matching.find((r) => r.method === incoming.method);
  if (route === undefined) {
    return sendMollieError(response, 405, `The method ${incoming.method} is not available here.`);
  }
  const caller = authenticate(context, incoming);
  if (caller === undefined) {
    return sendMollieError(response, 401, 'Missing authentication, or failed to authenticate.');
  }
  const refused = refusedPermission(caller, route.scope, route.organizationLevel);
  if (refused !== undefined) return sendMollieError(response, 403, refused);
  // An id that is not even well-formed is answered like any unknown id: 404.
  const params = (route.pattern.exec(path) ?? []).slice(1).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  await route.run(context, caller, { incoming, response, url, params });
}
