import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { handleApi } from './api-routes.ts';
import { createLoopbackCertificate } from './certificate.ts';
import { handleCheckout, payLink } from './checkout.ts';
import type { RefundProgress, StandInContext } from './context.ts';
import { escapeHtml, page, sendHtml, sendMollieError } from './http.ts';
import { newId } from './ids.ts';
import { handleAuthorize } from './oauth-authorize.ts';
import { handleTokens } from './oauth-tokens.ts';
import {
  defaultOrganizations,
  seedOrganizations,
  type OrganizationSeed,
  type StandInOrganization,
} from './organizations.ts';
import {
  StandInRecords,
  type PaymentLinkRecord,
  type PaymentRecord,
  type PaymentStatus,
  type RecordedRequest,
  type RefundRecord,
  type RefundStatus,
  type WebhookDelivery,
} from './records.ts';
import { moveRefund } from './refunds.ts';
import { WebhookSender } from './webhooks.ts';

export type { OrganizationSeed, StandInOrganization } from './organizations.ts';
export type {
  PaymentLinkRecord,
  PaymentRecord,
  PaymentStatus,
  RecordedRequest,
  RefundRecord,
  RefundStatus,
  WebhookDelivery,
} from './records.ts';
export type { RefundProgress } from './context.ts';

export type MollieStandInOptions = {
  clientId?: string;
  clientSecret?: string;
  /** The app's registered redirect URL(s); none registered: any http(s) redirect_uri is taken. */
  redirectUris?: string[];
  /** The merchants on the consent screen (default: one). */
  organizations?: OrganizationSeed[];
  /** Mollie's access tokens last an hour (`expires_in: 3600`). */
  accessTokenLifetimeSeconds?: number;
  /** Waits before each webhook retry (default 200 ms, then 1 s). */
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  now?: () => Date;
  /**
   * 'instant' (default): a new refund becomes `refunded` right after its answer and the
   * payment's webhook is called; 'manual': it stays `pending` until `setRefundStatus`.
   */
  refunds?: RefundProgress;
};

export type MollieStandIn = {
  /** For `createMollieClient({ apiEndpoint })`: `https://127.0.0.1:<port>/v2/`. */
  apiUrl: string;
  /** Mollie's `https://api.mollie.com/oauth2/tokens`, on the same https server. */
  oauthTokenUrl: string;
  /** Mollie's `https://my.mollie.com/oauth2/authorize`: a browser page, served over plain http. */
  oauthAuthorizeUrl: string;
  /** Where payment links' pages live (`_links.paymentLink.href`), plain http too. */
  checkoutBaseUrl: string;
  /**
   * The https server's self-signed certificate, and a file with it (removed on close). Nothing
   * trusts it by itself: see docs/mollie-stand-in.md, "The certificate".
   */
  caCertPem: string;
  caCertFile: string;
  /** For Chromium's `--ignore-certificate-errors-spki-list`. */
  certificateSpkiSha256: string;
  clientId: string;
  clientSecret: string;
  organizations: StandInOrganization[];
  paymentLinks(): PaymentLinkRecord[];
  payments(): PaymentRecord[];
  refunds(): RefundRecord[];
  /**
   * Moves a refund on, as Mollie's processing does; for `processing`, `refunded` and `failed`
   * the payment's webhook is called (unless `notify` is false), as Mollie does.
   */
  setRefundStatus(id: string, status: RefundStatus, options?: { notify?: boolean }): void;
  /** Every webhook the stand-in sent or is sending, with each attempt's answer. */
  webhookDeliveries: readonly WebhookDelivery[];
  /** Every request to the https server (the API and the token endpoint), in order. */
  requests: readonly RecordedRequest[];
  /** What the checkout's Pay button does, without a browser. */
  payLink(id: string, status?: PaymentStatus): PaymentRecord;
  /** Ends every access token's life now, so the next API call needs a refresh. */
  expireAccessTokens(): void;
  /** Resolves when every webhook was delivered or ran out of retries. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
};

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

function serve(handler: Handler, failed: (response: ServerResponse, error: Error) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    handler(request, response, url).catch((error: Error) => {
      if (!response.headersSent) failed(response, error);
      else response.destroy(error);
    });
  };
}

async function listen(server: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function stop(server: http.Server | https.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Starts a stand-in for Mollie on loopback: an https server speaking Mollie's REST API and
 * token endpoint (the official client needs https), and an http server with the pages a
 * browser sees (the consent screen and payment links' checkout). Everything is in memory.
 *
 * The tests start it, and so does the app when no Mollie app is configured outside production
 * (mollie-endpoint.ts). Its modules import each other with `.ts` so that plain Node can load
 * this file from source (the browser tests' set-up); the build rewrites them to `.js`.
 */
export async function startMollieStandIn(
  options: MollieStandInOptions = {},
): Promise<MollieStandIn> {
  const now = options.now ?? (() => new Date());
  const certificate = await createLoopbackCertificate();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mollie-stand-in-'));
  const caCertFile = path.join(directory, 'stand-in-ca.pem');
  writeFileSync(caCertFile, certificate.certPem);

  const records = new StandInRecords();
  const organizations = seedOrganizations(
    records,
    options.organizations ?? defaultOrganizations,
    now(),
  );
  const webhooks = new WebhookSender(records.webhookDeliveries, {
    retryDelaysMs: options.webhookRetryDelaysMs ?? [200, 1000],
    timeoutMs: options.webhookTimeoutMs ?? 5000,
    now,
  });
  const context: StandInContext = {
    records,
    urls: { api: '', checkout: '' },
    app: {
      clientId: options.clientId ?? newId.oauthApp(),
      clientSecret: options.clientSecret ?? newId.clientSecret(),
      redirectUris: options.redirectUris ?? [],
    },
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 3600,
    now,
    webhooks,
    refundProgress: options.refunds ?? 'instant',
  };

  const apiServer = https.createServer(
    { key: certificate.keyPem, cert: certificate.certPem },
    serve(
      async (request, response, url) => {
        response.once('finish', () =>
          records.requests.push({
            method: request.method ?? '',
            path: `${url.pathname}${url.search}`,
            status: response.statusCode,
          }),
        );
        if (url.pathname === '/oauth2/tokens') {
          if (request.method === 'POST' || request.method === 'DELETE') {
            return handleTokens(context, request, response);
          }
          return sendMollieError(response, 405, 'Use POST or DELETE.');
        }
        if (url.pathname.startsWith('/v2/')) return handleApi(context, request, response, url);
        sendMollieError(response, 404, 'The resource does not exist.');
      },
      (response, error) => sendMollieError(response, 500, error.message),
    ),
  );
  const browserServer = http.createServer(
    serve(
      async (request, response, url) => {
        const checkout = /^\/payment\/([A-Za-z0-9]+)\/?$/.exec(url.pathname);
        const method = request.method ?? '';
        if (!['GET', 'POST'].includes(method)) {
          return sendHtml(response, 405, page('Not allowed', '<h1>Method not allowed</h1>'));
        }
        if (url.pathname === '/oauth2/authorize') {
          return handleAuthorize(context, request, response, url);
        }
        if (checkout !== null) return handleCheckout(context, request, response, checkout[1]);
        sendHtml(response, 404, page('Not found', '<h1>Not found</h1>'));
      },
      (response, error) =>
        sendHtml(response, 500, page('Error', `<h1>${escapeHtml(error.message)}</h1>`)),
    ),
  );
  const apiPort = await listen(apiServer);
  const browserPort = await listen(browserServer);
  const apiOrigin = `https://127.0.0.1:${apiPort}`;
  const browserOrigin = `http://127.0.0.1:${browserPort}`;
  context.urls.api = `${apiOrigin}/v2/`;
  context.urls.checkout = `${browserOrigin}/payment/`;

  return {
    apiUrl: context.urls.api,
    oauthTokenUrl: `${apiOrigin}/oauth2/tokens`,
    oauthAuthorizeUrl: `${browserOrigin}/oauth2/authorize`,
    checkoutBaseUrl: context.urls.checkout,
    caCertPem: certificate.certPem,
    caCertFile,
    certificateSpkiSha256: certificate.spkiSha256,
    clientId: context.app.clientId,
    clientSecret: context.app.clientSecret,
    organizations,
    paymentLinks: () => [...records.paymentLinks.values()],
    payments: () => [...records.payments.values()],
    refunds: () => [...records.refunds.values()],
    setRefundStatus(id, status, { notify = true } = {}) {
      const refund = records.refunds.get(id);
      if (refund === undefined) throw new Error(`No refund ${id}`);
      moveRefund(context, refund, status, notify);
    },
    webhookDeliveries: records.webhookDeliveries,
    requests: records.requests,
    payLink(id, status) {
      const link = records.paymentLinks.get(id);
      if (link === undefined) throw new Error(`No payment link ${id}`);
      return payLink(context, link, status);
    },
    expireAccessTokens() {
      for (const token of records.accessTokens.values()) token.expiresAt = 0;
    },
    webhooksSettled: () => webhooks.settled(),
    async close() {
      await webhooks.close();
      await Promise.all([stop(apiServer), stop(browserServer)]);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
