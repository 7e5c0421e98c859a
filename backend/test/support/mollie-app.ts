import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '../../src/common/net/free-port.js';
import { createInvoice } from './invoices.js';
import { connectMollie } from './mollie-connect.js';
import {
  startMollieStandIn,
  type MollieStandIn,
  type MollieStandInOptions,
} from '../../src/mollie/stand-in/mollie-stand-in.js';
import { trustCertificate } from './mollie/trust-certificate.js';
import { createTestApp } from './test-app.js';
import { createTestUser, type TestUser } from './users.js';

/** The invoice's Mollie method as a user who connected Mollie has it. */
export const MOLLIE_ON = {
  mollie: {
    enabled: true,
    apiKey: '',
    description: 'Invoice {invoiceNumber}',
    isConnected: true,
    businessName: 'Stand-in Studio B.V.',
  },
};

/** The app listening on its public address, talking to a Mollie stand-in it trusts. */
export type MollieApp = {
  app: NestExpressApplication;
  standIn: MollieStandIn;
  publicUrl: string;
  /** Closes the app, forgets the stand-in's certificate and stops the stand-in. */
  close: () => Promise<void>;
};

/**
 * Starts a Mollie stand-in and the app configured against it (Connect, API). The app listens
 * on a real port: the stand-in delivers webhooks over the network, as Mollie does.
 */
export async function startMollieApp(
  options: Pick<MollieStandInOptions, 'refunds'> = {},
): Promise<MollieApp> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const standIn = await startMollieStandIn({
    redirectUris: [`${publicUrl}/api/mollie/callback`],
    ...options,
  });
  const untrust = trustCertificate(standIn.caCertPem);
  let app: NestExpressApplication | undefined;
  const close = async () => {
    await app?.close();
    untrust();
    await standIn.close();
  };
  try {
    app = await createTestApp({
      env: {
        PUBLIC_URL: publicUrl,
        MOLLIE_CLIENT_ID: standIn.clientId,
        MOLLIE_CLIENT_SECRET: standIn.clientSecret,
        MOLLIE_AUTHORIZE_URL: standIn.oauthAuthorizeUrl,
        MOLLIE_TOKEN_URL: standIn.oauthTokenUrl,
        MOLLIE_API_URL: standIn.apiUrl,
      },
    });
    await app.listen(port, '127.0.0.1');
  } catch (error) {
    await close();
    throw error;
  }
  return { app, standIn, publicUrl, close };
}

/**
 * A new user with Mollie connected and an invoice offering it beside bank transfer (the sample
 * invoice, 213.88, with `changes`).
 */
export async function mollieInvoice(
  app: NestExpressApplication,
  name: string,
  changes: Record<string, unknown> = {},
): Promise<{ user: TestUser; invoice: Awaited<ReturnType<typeof createInvoice>> }> {
  const user = await createTestUser(app, name);
  await connectMollie(app, user);
  const base = await createInvoice(app, user);
  const invoice = await createInvoice(app, user, {
    id: undefined,
    paymentMethods: { ...(base.paymentMethods as object), ...MOLLIE_ON },
    ...changes,
  });
  return { user, invoice };
}

/** The stand-in's record of the payment link whose checkout page is at `url`. */
export function linkAt(standIn: MollieStandIn, url: string) {
  const link = standIn
    .paymentLinks()
    .find((candidate) => `${standIn.checkoutBaseUrl}${candidate.id.slice('pl_'.length)}/` === url);
  if (link === undefined) throw new Error(`No stand-in link at ${url}`);
  return link;
}
