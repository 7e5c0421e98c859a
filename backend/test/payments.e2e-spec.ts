import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createInvoice, SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import {
  MOLLIE_ON,
  linkAt as standInLinkAt,
  mollieInvoice,
  startMollieApp,
  type MollieApp,
} from './support/mollie-app.js';
import type { MollieStandIn } from '../src/mollie/stand-in/mollie-stand-in.js';
import { createTestUser, type TestUser } from './support/users.js';

type StatusBody = {
  invoice: Record<string, unknown> & { paymentStatus: string; paidAt?: string };
  paymentLink: { provider: string; status: string; url: string; createdAt: string } | null;
  paymentRedirectUrl: string | null;
};

describe('payments: the status page API, payment links and the Mollie webhook', () => {
  let mollieApp: MollieApp;
  let standIn: MollieStandIn;
  let app: MollieApp['app'];
  let publicUrl: string;

  const server = () => app.getHttpServer();

  const status = async (id: string): Promise<StatusBody> =>
    (await request(server()).get(`/api/invoice-status/${id}`).expect(200)).body as StatusBody;

  const startPayment = (id: string) => request(server()).post(`/api/invoice-status/${id}/payment`);

  const ownView = async (user: TestUser, id: string) =>
    (
      await request(server())
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body as Record<string, unknown> & {
      paymentStatus: string;
      paidAt?: string;
      updatedAt: string;
      paymentLinks: { id: string; status: string; paidAt?: string; amount?: number }[];
    };

  /** A user with Mollie connected and an invoice offering it (and bank transfer). */
  const payableInvoice = (name: string, changes: Record<string, unknown> = {}) =>
    mollieInvoice(app, name, changes);

  const linkAt = (url: string) => standInLinkAt(standIn, url);

  /** The links the stand-in made for one invoice (found by the webhook address, which names it). */
  const linksOf = (invoiceId: string) =>
    standIn.paymentLinks().filter((link) => link.webhookUrl?.endsWith(`/${invoiceId}`));

  /** The checkout's Pay button for the link the app made, and Mollie's webhooks delivered. */
  async function pay(url: string, outcome: 'paid' | 'failed' = 'paid') {
    const link = linkAt(url);
    const payment = standIn.payLink(link.id, outcome);
    await standIn.webhooksSettled();
    return { link, payment };
  }

  const webhook = (invoiceId: string, body: string) =>
    request(server()).post(`/api/payments/webhooks/mollie/${invoiceId}`).type('form').send(body);

  beforeAll(async () => {
    mollieApp = await startMollieApp();
    ({ app, standIn, publicUrl } = mollieApp);
  });

  afterAll(async () => {
    await mollieApp?.close();
  });

  it('shows a customer only the status page fields, without secrets or another invoice', async () => {
    const user = await createTestUser(app, 'status-owner');
    const invoice = await createInvoice(app, user, {
      notes: 'internal note: margin 40%',
      paymentMethods: {
        bank: { enabled: true, iban: 'NL91ABNA0417164300', bic: ' ', accountName: 'Studio Vos' },
        paypal: { enabled: true, email: 'paypal@studio.example' },
        mollie: { ...MOLLIE_ON.mollie, apiKey: 'live_secretsecretsecretsecret12' },
        stripe: { enabled: false, accountId: 'acct_secret', description: '' },
      },
    });
    await createInvoice(app, user, {
      id: undefined,
      recipient: { ...(invoice.recipient as object), company: 'Other Customer' },
    });
    const response = await request(server()).get(`/api/invoice-status/${invoice.id}`).expect(200);
    const body = response.body as StatusBody;
    expect(body.invoice).toEqual({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      date: invoice.date,
      dueDate: invoice.dueDate,
      paymentStatus: 'unpaid',
      sender: expect.objectContaining({ company: expect.any(String) }),
      recipient: expect.objectContaining({ company: expect.any(String) }),
      paymentMethods: {
        bank: {
          enabled: true,
          iban: 'NL91ABNA0417164300',
          bic: '',
          accountName: 'Studio Vos',
          paymentReference: invoice.invoiceNumber,
        },
        mollie: { enabled: true },
        stripe: { enabled: false },
      },
      total: SAMPLE_TOTAL_CENTS,
      amountDue: SAMPLE_TOTAL_CENTS,
      currency: 'EUR',
    });
    expect(body.paymentLink).toBeNull();
    // Mollie is on in the invoice but this user never connected it: nowhere to pay online.
    expect(body.paymentRedirectUrl).toBeNull();
    const text = response.text;
    for (const secret of ['live_secret', 'acct_secret', 'paypal@', 'internal note', user.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('Other Customer');
    expect(Object.keys(body.invoice.sender as object).sort()).toEqual([
      'address',
      'city',
      'company',
      'postalCode',
    ]);
  });

  it('answers 404 for an unknown or malformed id, and is public (no token needed)', async () => {
    await request(server()).get('/api/invoice-status/AAAAAAAAAAAAAAAAAAAAA').expect(404);
    await request(server()).get('/api/invoice-status/short').expect(404);
    await startPayment('AAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('refuses to start a payment when the invoice does not offer Mollie or nothing is connected', async () => {
    const user = await createTestUser(app, 'no-mollie');
    const bankOnly = await createInvoice(app, user);
    const refused = await startPayment(bankOnly.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'PAYMENT_NOT_AVAILABLE' });
    const notConnected = await createInvoice(app, user, {
      id: undefined,
      paymentMethods: { ...(bankOnly.paymentMethods as object), ...MOLLIE_ON },
    });
    expect((await startPayment(notConnected.id).expect(409)).body).toMatchObject({
      code: 'PAYMENT_NOT_AVAILABLE',
    });
  });

  it('makes one Mollie link for the total, pays it, and the webhook marks the invoice paid', async () => {
    const { user, invoice } = await payableInvoice('payer');
    const before = await status(invoice.id);
    expect(before.paymentRedirectUrl).toBe(`${publicUrl}/invoice/${invoice.id}`);
    expect(before.paymentLink).toBeNull();

    const started = (await startPayment(invoice.id).expect(200)).body as {
      paid: boolean;
      url: string;
    };
    expect(started.paid).toBe(false);
    expect(started.url.startsWith(standIn.checkoutBaseUrl)).toBe(true);
    // A second visit (or a second tab) is sent to the same link.
    expect((await startPayment(invoice.id).expect(200)).body).toEqual(started);
    const made = linksOf(invoice.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      description: `Invoice ${invoice.invoiceNumber}`,
      amount: { currency: 'EUR', value: '213.88' },
      redirectUrl: `${publicUrl}/invoice-status/${invoice.id}?payment=returned`,
      webhookUrl: `${publicUrl}/api/payments/webhooks/mollie/${invoice.id}`,
    });
    expect((await status(invoice.id)).paymentLink).toMatchObject({
      provider: 'mollie',
      status: 'open',
      url: started.url,
    });

    const unpaid = await ownView(user, invoice.id);
    const { link, payment } = await pay(started.url);
    const delivery = standIn.webhookDeliveries.find((each) => each.paymentId === payment.id);
    expect(delivery?.attempts.at(-1)).toMatchObject({ status: 200 });

    const paid = await ownView(user, invoice.id);
    expect(paid.paymentStatus).toBe('paid');
    // Syncing browsers pick up changes by their time.
    expect(Date.parse(paid.updatedAt)).toBeGreaterThan(Date.parse(unpaid.updatedAt));
    expect(paid.paidAt).toBe(
      new Date(standIn.paymentLinks().find((l) => l.id === link.id)!.paidAt!).toISOString(),
    );
    expect(paid.paymentLinks).toEqual([
      expect.objectContaining({
        id: link.id,
        provider: 'mollie',
        status: 'paid',
        paidAt: paid.paidAt,
        amount: SAMPLE_TOTAL_CENTS,
      }),
    ]);
    const after = await status(invoice.id);
    expect(after.invoice.paymentStatus).toBe('paid');
    expect(after.invoice.paidAt).toBe(paid.paidAt);
    expect(after.paymentRedirectUrl).toBeNull();
    expect(after.paymentLink).toMatchObject({ status: 'paid' });
    expect((await startPayment(invoice.id).expect(200)).body).toEqual({ paid: true, url: null });

    // Mollie (or anyone) sending the same notification again changes nothing.
    await webhook(invoice.id, `id=${payment.id}`).expect(200);
    const replayed = await ownView(user, invoice.id);
    expect(replayed.paidAt).toBe(paid.paidAt);
    expect(replayed.updatedAt).toBe(paid.updatedAt);
  });

  it('makes one link however many customers (or tabs) start paying at once', async () => {
    const { invoice } = await payableInvoice('concurrent');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => startPayment(invoice.id).expect(200)),
    );
    const urls = new Set(answers.map((answer) => (answer.body as { url: string }).url));
    expect(urls.size).toBe(1);
    expect(linksOf(invoice.id)).toHaveLength(1);
  });

  it('ignores a forged payment id, an unknown invoice and a malformed notification', async () => {
    const { user, invoice } = await payableInvoice('forged');
    await startPayment(invoice.id).expect(200);
    await webhook(invoice.id, 'id=tr_forgedForged').expect(200);
    await webhook(invoice.id, 'id=pl_notAPayment').expect(200);
    await webhook(invoice.id, '').expect(200);
    await webhook('AAAAAAAAAAAAAAAAAAAAA', 'id=tr_forgedForged').expect(200);
    await webhook('x', 'id=tr_forgedForged').expect(200);
    const flood = await webhook(invoice.id, `id=tr_${'x'.repeat(5000)}`).expect(413);
    expect(flood.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const view = await ownView(user, invoice.id);
    expect(view.paymentStatus).toBe('unpaid');
    expect(view.paymentLinks).toEqual([expect.objectContaining({ status: 'open' })]);
  });

  it("does not let another user's paid link pay this invoice", async () => {
    const victim = await payableInvoice('victim');
    const other = await payableInvoice('other');
    await startPayment(victim.invoice.id).expect(200);
    const otherStart = (await startPayment(other.invoice.id).expect(200)).body as { url: string };
    const { payment } = await pay(otherStart.url);
    await webhook(victim.invoice.id, `id=${payment.id}`).expect(200);
    expect((await ownView(victim.user, victim.invoice.id)).paymentStatus).toBe('unpaid');
    expect((await ownView(other.user, other.invoice.id)).paymentStatus).toBe('paid');
  });

  it('leaves the invoice unpaid after a failed payment, and the link can still be paid', async () => {
    const { user, invoice } = await payableInvoice('failed');
    const { url } = (await startPayment(invoice.id).expect(200)).body as { url: string };
    await pay(url, 'failed');
    expect((await ownView(user, invoice.id)).paymentStatus).toBe('unpaid');
    expect(((await startPayment(invoice.id).expect(200)).body as { url: string }).url).toBe(url);
  });

  it('makes a new link when the total changed since the last one', async () => {
    const { user, invoice } = await payableInvoice('changed');
    const first = (await startPayment(invoice.id).expect(200)).body as { url: string };
    const stored = await ownView(user, invoice.id);
    const {
      id: _id,
      total: _total,
      createdAt: _c,
      updatedAt: _u,
      paymentLinks: _l,
      ...input
    } = stored;
    const changed = await request(server())
      .put(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .send({ invoice: { ...input, discount: { type: 'percentage', value: '10' } } })
      .expect(200);
    const newTotal = (changed.body as { total: number }).total;
    expect(newTotal).toBeLessThan(SAMPLE_TOTAL_CENTS);
    const second = (await startPayment(invoice.id).expect(200)).body as { url: string };
    expect(second.url).not.toBe(first.url);
    expect(linkAt(second.url).amount).toEqual({
      currency: 'EUR',
      value: (newTotal / 100).toFixed(2),
    });
    expect((await ownView(user, invoice.id)).paymentLinks.map((each) => each.amount)).toEqual([
      SAMPLE_TOTAL_CENTS,
      newTotal,
    ]);
  });
});
