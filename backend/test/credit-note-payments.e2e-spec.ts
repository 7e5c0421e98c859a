import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SAMPLE_TOTAL_CENTS } from './support/invoices.js';
import { linkAt, mollieInvoice, startMollieApp, type MollieApp } from './support/mollie-app.js';
import type { MollieStandIn } from '../src/mollie/stand-in/mollie-stand-in.js';
import type { TestUser } from './support/users.js';

type StatusBody = {
  invoice: Record<string, unknown> & {
    paymentStatus: string;
    total: number;
    amountDue: number;
    creditStatus?: string;
  };
  paymentLink: { status: string; url: string } | null;
  paymentRedirectUrl: string | null;
};
type Start = { paid: boolean; url: string | null };

/**
 * What a partly credited, unpaid invoice still asks for (issue 31; docs/domain-rules.md "What a
 * credited invoice still asks for"): its total less its credit notes, to the cent, on the status
 * page and in the Mollie payment link; nothing once fully credited.
 */
describe('paying what credit notes leave of an invoice (against the Mollie stand-in)', () => {
  let mollieApp: MollieApp;
  let standIn: MollieStandIn;
  let app: MollieApp['app'];
  let keys = 0;

  const server = () => app.getHttpServer();

  const status = async (id: string): Promise<StatusBody> =>
    (await request(server()).get(`/api/invoice-status/${id}`).expect(200)).body as StatusBody;

  const startPayment = (id: string) => request(server()).post(`/api/invoice-status/${id}/payment`);

  const start = async (id: string): Promise<Start> =>
    (await startPayment(id).expect(200)).body as Start;

  const credit = async (user: TestUser, id: string, creditNote: object = {}) =>
    (
      await request(server())
        .post(`/api/invoices/${id}/credit-notes`)
        .set(...user.auth)
        .set('Idempotency-Key', `credit-${++keys}`)
        .send({ creditNote })
        .expect(201)
    ).body as { id: string; total: number };

  const linksOf = async (user: TestUser, id: string) =>
    (
      (
        await request(server())
          .get(`/api/invoices/${id}`)
          .set(...user.auth)
          .expect(200)
      ).body as { paymentLinks: { amount?: number; status: string }[] }
    ).paymentLinks;

  beforeAll(async () => {
    mollieApp = await startMollieApp();
    ({ app, standIn } = mollieApp);
  });

  afterAll(async () => {
    await mollieApp?.close();
  });

  it('asks a partly credited invoice only for what is left: 213.88 - 50.00 in the link, to the cent', async () => {
    const { user, invoice } = await mollieInvoice(app, 'owed-partly');
    const before = await status(invoice.id);
    expect(before.invoice).toMatchObject({
      total: SAMPLE_TOTAL_CENTS,
      amountDue: SAMPLE_TOTAL_CENTS,
    });

    await credit(user, invoice.id, { amount: '50,00' });
    const after = await status(invoice.id);
    // The invoice keeps its total (it is the legal document); the customer owes the rest.
    expect(after.invoice).toMatchObject({
      paymentStatus: 'unpaid',
      creditStatus: 'partly',
      total: 21388,
      amountDue: 16388,
    });
    expect(after.paymentRedirectUrl).not.toBeNull();

    const started = await start(invoice.id);
    expect(started.paid).toBe(false);
    expect(linkAt(standIn, started.url!).amount).toEqual({ currency: 'EUR', value: '163.88' });
    expect(await linksOf(user, invoice.id)).toEqual([
      expect.objectContaining({ amount: 16388, status: 'open' }),
    ]);
    // Paying it settles the invoice.
    standIn.payLink(linkAt(standIn, started.url!).id);
    await standIn.webhooksSettled();
    expect((await status(invoice.id)).invoice).toMatchObject({
      paymentStatus: 'paid',
      amountDue: 0,
    });
  });

  it('offers no Pay now on a fully credited invoice, and refuses to start a payment', async () => {
    const { user, invoice } = await mollieInvoice(app, 'owed-nothing');
    // In two parts: what the second leaves is nothing.
    await credit(user, invoice.id, { amount: '13,88' });
    await credit(user, invoice.id);
    const page = await status(invoice.id);
    expect(page.invoice).toMatchObject({
      paymentStatus: 'credited',
      creditStatus: 'full',
      amountDue: 0,
    });
    expect(page.paymentRedirectUrl).toBeNull();
    expect((await startPayment(invoice.id).expect(409)).body).toMatchObject({
      code: 'PAYMENT_NOT_AVAILABLE',
    });
    expect(standIn.paymentLinks().some((link) => link.webhookUrl?.endsWith(`/${invoice.id}`))).toBe(
      false,
    );
  });

  it('makes a new link for the new amount when a credit note came after the link', async () => {
    const { user, invoice } = await mollieInvoice(app, 'owed-after-link');
    const first = await start(invoice.id);
    expect(linkAt(standIn, first.url!).amount.value).toBe('213.88');
    // The same amount owed: the same link.
    expect(await start(invoice.id)).toEqual(first);

    await credit(user, invoice.id, { amount: '0,01' });
    const second = await start(invoice.id);
    expect(second.url).not.toBe(first.url);
    expect(linkAt(standIn, second.url!).amount).toEqual({ currency: 'EUR', value: '213.87' });
    expect(await start(invoice.id)).toEqual(second);

    await credit(user, invoice.id, { amount: '100,00' });
    const third = await start(invoice.id);
    expect(linkAt(standIn, third.url!).amount.value).toBe('113.87');
    expect((await linksOf(user, invoice.id)).map((link) => link.amount)).toEqual([
      21388, 21387, 11387,
    ]);
    expect((await status(invoice.id)).paymentLink).toMatchObject({
      status: 'open',
      url: third.url,
    });
  });
});
