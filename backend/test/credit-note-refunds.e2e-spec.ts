import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createInvoice } from './support/invoices.js';
import { linkAt, mollieInvoice, startMollieApp, type MollieApp } from './support/mollie-app.js';
import type { MollieStandIn } from '../src/mollie/stand-in/mollie-stand-in.js';
import { createTestUser, type TestUser } from './support/users.js';

type Refund = { status: string; amount: number; createdAt: string };
type Document = Record<string, unknown> & {
  id: string;
  invoiceNumber: string;
  total: number;
  version: number;
  updatedAt: string;
  refund?: Refund;
  credits?: { id: string; total: number; refund?: Refund }[];
  creditStatus?: string;
  paymentLinks: { status: string; paymentId?: string }[];
};
type PublicView = {
  invoice: Record<string, unknown> & {
    creditStatus?: string;
    creditNote?: { creditedInvoice: { invoiceNumber: string }; refundStatus: string | null };
  };
  paymentRedirectUrl: string | null;
};

describe('refunding credit notes through Mollie (against the stand-in)', () => {
  let mollieApp: MollieApp;
  let standIn: MollieStandIn;
  let app: MollieApp['app'];
  let keys = 0;

  const server = () => app.getHttpServer();

  const get = async (user: TestUser, id: string): Promise<Document> =>
    (
      await request(server())
        .get(`/api/invoices/${id}`)
        .set(...user.auth)
        .expect(200)
    ).body as Document;

  const publicView = async (id: string): Promise<PublicView> =>
    (await request(server()).get(`/api/invoice-status/${id}`).expect(200)).body as PublicView;

  const credit = async (user: TestUser, id: string, creditNote: object = {}): Promise<Document> =>
    (
      await request(server())
        .post(`/api/invoices/${id}/credit-notes`)
        .set(...user.auth)
        .set('Idempotency-Key', `credit-${++keys}`)
        .send({ creditNote })
        .expect(201)
    ).body as Document;

  const refund = (user: TestUser, creditNoteId: string, key?: string) => {
    const call = request(server())
      .post(`/api/invoices/${creditNoteId}/refund`)
      .set(...user.auth);
    return key === undefined ? call : call.set('Idempotency-Key', key);
  };

  /** A user with Mollie connected and an invoice paid through the stand-in's checkout. */
  async function paidInvoice(name: string) {
    const { user, invoice } = await mollieInvoice(app, name);
    const started = (
      await request(server()).post(`/api/invoice-status/${invoice.id}/payment`).expect(200)
    ).body as { url: string };
    const payment = standIn.payLink(linkAt(standIn, started.url).id);
    await standIn.webhooksSettled();
    const paid = await get(user, invoice.id as string);
    expect(paid.paymentStatus).toBe('paid');
    return { user, invoice: paid, payment };
  }

  const refundsOf = (paymentId: string) =>
    standIn.refunds().filter((each) => each.paymentId === paymentId);

  beforeAll(async () => {
    // Refunds wait as `pending` until a test moves them, as Mollie's processing would.
    mollieApp = await startMollieApp({ refunds: 'manual' });
    ({ app, standIn } = mollieApp);
  });

  afterAll(async () => {
    await mollieApp?.close();
  });

  it('refunds a paid invoice’s credit note, and Mollie’s webhook makes both documents say refunded', async () => {
    const { user, invoice, payment } = await paidInvoice('refund-owner');
    expect(invoice.paymentLinks[0].paymentId).toBe(payment.id);
    const note = await credit(user, invoice.id, { amount: '50,00' });
    expect(note.refund).toBeUndefined();

    const answer = await refund(user, note.id, 'refund-1').expect(201);
    const refunded = answer.body as Document;
    expect(refunded.id).toBe(note.id);
    expect(refunded.refund).toEqual({
      status: 'pending',
      amount: 5000,
      createdAt: expect.any(String),
    });
    const [atMollie] = refundsOf(payment.id);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(atMollie).toMatchObject({
      amount: { currency: 'EUR', value: '50.00' },
      description: `Credit note ${note.invoiceNumber}`,
      metadata: { creditNoteId: note.id, invoiceId: invoice.id },
      status: 'pending',
    });
    expect((await get(user, invoice.id)).credits).toEqual([
      expect.objectContaining({
        id: note.id,
        refund: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
    expect((await publicView(note.id)).invoice.creditNote).toEqual({
      creditedInvoice: { invoiceNumber: invoice.invoiceNumber, date: invoice.date },
      refundStatus: 'pending',
    });

    // Mollie processes it and calls the payment's webhook, as for the payment itself.
    standIn.setRefundStatus(atMollie.id, 'refunded');
    await standIn.webhooksSettled();
    expect(standIn.webhookDeliveries.at(-1)).toMatchObject({
      paymentId: payment.id,
      outcome: 'delivered',
    });
    expect((await get(user, note.id)).refund).toMatchObject({ status: 'refunded', amount: 5000 });
    const original = await get(user, invoice.id);
    expect(original.creditStatus).toBe('partly');
    expect(original.credits?.[0].refund).toMatchObject({ status: 'refunded', amount: 5000 });
    const page = await publicView(note.id);
    expect(page.invoice.creditNote?.refundStatus).toBe('refunded');
    expect(page.paymentRedirectUrl).toBeNull();
    expect((await publicView(invoice.id)).invoice.creditStatus).toBe('partly');

    // The same Idempotency-Key answers the first answer again and refunds nothing more.
    const replay = await refund(user, note.id, 'refund-1').expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(answer.body);
    // Without the key (or with a new one), the credit note is refunded already.
    expect((await refund(user, note.id, 'refund-2').expect(409)).body).toMatchObject({
      code: 'REFUND_EXISTS',
    });
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('moves the credit note’s version and time with its refund’s status, so a syncing device fetches it', async () => {
    const { user, invoice, payment } = await paidInvoice('refund-version');
    const note = await credit(user, invoice.id, { amount: '25,00' });
    const asked = (await refund(user, note.id).expect(201)).body as Document;
    expect(asked.version).toBeGreaterThan(note.version);
    expect(Date.parse(asked.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));

    const [atMollie] = refundsOf(payment.id);
    standIn.setRefundStatus(atMollie.id, 'refunded');
    await standIn.webhooksSettled();
    const moved = await get(user, note.id);
    expect(moved.refund?.status).toBe('refunded');
    expect(moved.version).toBe(asked.version + 1);
    expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(asked.updatedAt));

    // The same webhook again finds nothing new: the credit note stays as it is.
    await request(server())
      .post(`/api/payments/webhooks/mollie/${invoice.id}`)
      .type('form')
      .send(`id=${payment.id}`)
      .expect(200);
    expect((await get(user, note.id)).version).toBe(moved.version);
  });

  it('answers 404 for another user’s credit note, and refuses what cannot be refunded', async () => {
    const { user, invoice } = await paidInvoice('refund-refusals');
    const note = await credit(user, invoice.id, { amount: '10,00' });
    const stranger = await createTestUser(app, 'refund-stranger');
    expect((await refund(stranger, note.id).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    await refund(stranger, 'AAAAAAAAAAAAAAAAAAAAA').expect(404);

    // An invoice is not a credit note.
    expect((await refund(user, invoice.id).expect(409)).body).toMatchObject({
      code: 'REFUND_NOT_AVAILABLE',
    });
    // A credit note of an invoice nobody paid online.
    const unpaid = await createInvoice(app, user, { id: undefined });
    const unpaidNote = await credit(user, unpaid.id as string);
    expect((await refund(user, unpaidNote.id).expect(409)).body).toMatchObject({
      code: 'REFUND_NOT_AVAILABLE',
    });
    expect(
      standIn
        .refunds()
        .some(
          (each) => each.metadata !== null && JSON.stringify(each.metadata).includes(unpaidNote.id),
        ),
    ).toBe(false);
  });

  it('refuses a refund larger than what Mollie can still refund of the payment', async () => {
    const { user, invoice, payment } = await paidInvoice('refund-exceeds');
    // The merchant refunded most of it in Mollie's dashboard (here: with the profile's API key).
    const organization = standIn.organizations[0];
    const direct = await fetch(`${standIn.apiUrl}payments/${payment.id}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${organization.liveApiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: { currency: 'EUR', value: '200.00' } }),
    });
    expect(direct.status).toBe(201);
    const note = await credit(user, invoice.id, { amount: '20,00' });
    const refused = await refund(user, note.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'REFUND_EXCEEDS_PAYMENT' });
    expect((refused.body as { message: string }).message).toContain('13.88 EUR');
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect((await get(user, note.id)).refund).toBeUndefined();
  });

  it('moves a refund’s status once when Mollie’s webhook arrives twice at the same time', async () => {
    const { user, invoice, payment } = await paidInvoice('refund-twice');
    const note = await credit(user, invoice.id);
    await refund(user, note.id).expect(201);
    const [atMollie] = refundsOf(payment.id);
    expect(atMollie.amount.value).toBe('213.88');
    standIn.setRefundStatus(atMollie.id, 'refunded', { notify: false });
    const reads = () =>
      standIn.requests.filter(
        (each) => each.method === 'GET' && each.path.includes(`/refunds/${atMollie.id}`),
      ).length;
    const before = reads();
    const hook = () =>
      request(server())
        .post(`/api/payments/webhooks/mollie/${invoice.id}`)
        .type('form')
        .send(`id=${payment.id}`)
        .expect(200);
    await Promise.all([hook(), hook()]);
    // The second waited for the invoice's lock, then found the refund final: no second read.
    expect(reads() - before).toBe(1);
    expect((await get(user, note.id)).refund?.status).toBe('refunded');
    expect((await publicView(invoice.id)).invoice.creditStatus).toBe('full');
  });
});
