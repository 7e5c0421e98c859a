import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { freePort } from '../src/common/net/free-port.js';
import { MollieEndpoint } from '../src/mollie/mollie-endpoint.js';
import { submitForm } from './support/html-form.js';
import { createInvoice, SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import { MOLLIE_ON } from './support/mollie-app.js';
import { connectMollie } from './support/mollie-connect.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type OwnView = {
  paymentStatus: string;
  paidAt?: string;
  paymentLinks: { id: string; status: string; amount?: number }[];
};

// `npm start` on a fresh clone: no MOLLIE_* at all and not production. The app starts Mollie's
// stand-in itself and trusts its certificate in its own Mollie calls, so a user can connect,
// make a pay link and be paid end to end, with nothing configured and nothing trusted by hand.
describe('Mollie without any Mollie setting: the built-in stand-in', () => {
  let app: NestExpressApplication;
  let publicUrl: string;

  const server = () => app.getHttpServer();

  const ownView = async (user: TestUser, id: string): Promise<OwnView> =>
    (
      await request(server())
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body as OwnView;

  /** The invoice as its owner sees it once `done` holds; the webhook arrives asynchronously. */
  async function ownViewWhen(user: TestUser, id: string, done: (view: OwnView) => boolean) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const view = await ownView(user, id);
      if (done(view) || Date.now() > deadline) return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    // No MOLLIE_* and NODE_ENV=test (testConfig): nothing tells the app where Mollie is.
    app = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
    // Listening for real: the stand-in delivers its webhook over the network, as Mollie does.
    await app.listen(port, '127.0.0.1');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('runs on loopback in place of Mollie, with an OAuth app of its own', () => {
    const endpoint = app.get(MollieEndpoint);
    expect(endpoint.client?.clientId).toMatch(/^app_\w+$/);
    expect(endpoint.apiUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v2\/$/);
    expect(endpoint.authorizeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth2\/authorize$/);
  });

  it('connects, makes a payment link, is paid at the checkout and the webhook marks it paid', async () => {
    const user = await createTestUser(app, 'built-in-mollie');

    // Connect: the consent screen at the stand-in, Authorize, the callback exchanges the code.
    const auth = await request(server())
      .get('/api/mollie/auth/url')
      .set(...user.auth)
      .expect(200);
    expect((auth.body as { url: string }).url).toContain(
      `redirect_uri=${encodeURIComponent(`${publicUrl}/api/mollie/callback`)}`,
    );
    await connectMollie(app, user);
    const settings = await request(server())
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    expect(
      (settings.body as { settings: { paymentMethods: unknown } }).settings.paymentMethods,
    ).toMatchObject({ mollie: { isConnected: true, businessName: 'Stand-in Studio B.V.' } });

    // An invoice offering Mollie, and the customer's pay link for it.
    const base = await createInvoice(app, user);
    const invoice = await createInvoice(app, user, {
      id: undefined,
      paymentMethods: { ...(base.paymentMethods as object), ...MOLLIE_ON },
    });
    const started = (
      await request(server()).post(`/api/invoice-status/${invoice.id}/payment`).expect(200)
    ).body as { paid: boolean; url: string };
    expect(started.paid).toBe(false);
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment\/\w+\/$/);
    expect((await ownView(user, invoice.id)).paymentStatus).toBe('unpaid');

    // The customer pays at the stand-in's checkout and is sent back to the status page.
    const paid = await submitForm(started.url, 'Pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${publicUrl}/invoice-status/${invoice.id}?payment=returned`,
    );

    // Only the webhook (Mollie's word, asked back) moves the owner's invoice to paid.
    const view = await ownViewWhen(user, invoice.id, (each) => each.paymentStatus === 'paid');
    expect(view.paymentStatus).toBe('paid');
    expect(view.paidAt).toEqual(expect.any(String));
    expect(view.paymentLinks).toEqual([
      expect.objectContaining({ status: 'paid', amount: SAMPLE_TOTAL_CENTS }),
    ]);
  });

  it('leaves the rest of the process distrusting its certificate', async () => {
    const failure = await fetch(app.get(MollieEndpoint).apiUrl).catch(
      (error: Error) => error.cause,
    );
    expect(failure).toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  });
});
