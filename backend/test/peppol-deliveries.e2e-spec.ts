import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IncomingDocumentSinks } from '../src/peppol/incoming/incoming-document-sinks.js';
import { PeppolIncomingService } from '../src/peppol/incoming/peppol-incoming.service.js';
import {
  MAX_SEND_ATTEMPTS,
  SendPeppolHandler,
} from '../src/peppol/deliveries/jobs/send-peppol/send-peppol.handler.js';
import { PeppolRecoveryService } from '../src/peppol/deliveries/peppol-recovery.service.js';
import { DeliveryResponseSink } from '../src/peppol/deliveries/responses/delivery-response.sink.js';
import { PeppolEndpoint } from '../src/peppol/peppol-endpoint.js';
import { PeppolProvider } from '../src/peppol/provider/peppol-provider.js';
import type { StandInControls } from '../src/peppol/recommand/stand-in/recommand-stand-in.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** The stand-in's Dutch participant, "Acme Studio": the invoices' customer. */
const ACME = '0106:87654321';
/** What the e-invoice needs beyond the sample: valid numbers on both sides (customer: Acme). */
const READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};
const STUDIO = {
  company: 'Studio Vos',
  address: 'Keizersgracht 1',
  postalCode: '1015 AA',
  city: 'Amsterdam',
  vatNumber: 'NL004495445B01',
  kvkNumber: '12345678',
};
const UNREACHABLE_REASON =
  "The customer's Peppol access point could not be reached. Send the invoice by e-mail instead, with its PDF and e-invoice attached.";

type Delivery = {
  id: string;
  invoiceId: string;
  recipient: string;
  status: string;
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
  settledAt: string | null;
  mayHaveBeenDeliveredTwice: boolean;
};

describe('sending invoices over Peppol (/api/invoices/{id}/peppol-deliveries)', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let app: NestExpressApplication;
  let db: DataSource;
  let standIn: StandInControls;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let companyId: string;

  const api = () => request(app.getHttpServer());
  const post = (user: TestUser, invoiceId: string) =>
    api()
      .post(`/api/invoices/${invoiceId}/peppol-deliveries`)
      .set(...user.auth);
  const list = async (invoiceId: string): Promise<Delivery[]> =>
    (
      await api()
        .get(`/api/invoices/${invoiceId}/peppol-deliveries`)
        .set(...owner.auth)
        .expect(200)
    ).body.deliveries;

  async function register(user: TestUser): Promise<string> {
    await api()
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({ settings: { defaultCompany: STUDIO, country: 'NL' } })
      .expect(200);
    const { body } = await api()
      .post('/api/peppol/registration')
      .set(...user.auth)
      .expect(201);
    expect(body.status).toBe('active');
    const [row] = await db.query(
      `SELECT provider_company_id FROM peppol_registrations WHERE user_id = $1`,
      [user.id],
    );
    return row.provider_company_id;
  }

  /** The invoice's latest delivery once it reached one of `statuses`. */
  async function settledAs(invoiceId: string, ...statuses: string[]): Promise<Delivery> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const latest = (await list(invoiceId)).at(-1);
      if (latest !== undefined && statuses.includes(latest.status)) return latest;
      if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(latest)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Routes every unread document of the owner's company, as the webhook and the poll do. */
  async function readResponses(): Promise<number> {
    const unread = await app.get(PeppolProvider).inbox(companyId);
    for (const { id } of unread) await app.get(PeppolIncomingService).process(id);
    return unread.length;
  }

  async function sentInvoice(): Promise<{ id: string; invoiceNumber: string; delivery: Delivery }> {
    const invoice = await createInvoice(app, owner, READY);
    const { body } = await post(owner, invoice.id).expect(202);
    const delivery = await settledAs(invoice.id, 'sent', 'refused', 'failed');
    expect(body.delivery.id).toBe(delivery.id);
    return { id: invoice.id, invoiceNumber: invoice.invoiceNumber, delivery };
  }

  beforeAll(async () => {
    ownDatabase = await createOwnDatabase('peppol_deliveries');
    app = await createTestApp({
      env: { DATABASE_URL: ownDatabase.url, PEPPOL_CLAIM_LEASE_SECONDS: '600' },
    });
    db = app.get(DataSource);
    standIn = (app.get(PeppolEndpoint).standIn as { controls: StandInControls }).controls;
    owner = await createTestUser(app, 'peppol-sender');
    stranger = await createTestUser(app, 'peppol-stranger');
    admin = await createTestUser(app, 'peppol-operator');
    await db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    companyId = await register(owner);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await ownDatabase?.drop();
  });

  beforeEach(() => standIn.delaySends(0));

  it('sends the e-invoice once, and the invoice becomes sent with its Peppol status', async () => {
    const invoice = await createInvoice(app, owner, READY);
    const { body } = await post(owner, invoice.id)
      .set('Idempotency-Key', `k-${invoice.id}`)
      .expect(202);
    expect(body.delivery).toMatchObject({
      invoiceId: invoice.id,
      recipient: ACME,
      status: 'queued',
      reason: null,
      sentAt: null,
      settledAt: null,
      mayHaveBeenDeliveredTwice: false,
    });
    // The same request again answers the same delivery and sends nothing more.
    const replay = await post(owner, invoice.id)
      .set('Idempotency-Key', `k-${invoice.id}`)
      .expect(202);
    expect(replay.body.delivery.id).toBe(body.delivery.id);

    const sent = await settledAs(invoice.id, 'sent');
    expect(sent.sentAt).not.toBeNull();
    expect(standIn.sendCount(invoice.invoiceNumber)).toBe(1);
    const [row] = await db.query(
      `SELECT provider_document_id, envelope_id, attempts FROM peppol_deliveries WHERE id = $1`,
      [sent.id],
    );
    const record = standIn.sends().find((send) => send.documentNumber === invoice.invoiceNumber);
    expect(row).toEqual({
      provider_document_id: record?.documentId,
      envelope_id: record?.envelopeId,
      attempts: 1,
    });
    const stored = await api()
      .get(`/api/invoices/${invoice.id}`)
      .set(...owner.auth)
      .expect(200);
    expect(stored.body).toMatchObject({ status: 'sent', peppolStatus: 'sent' });
    expect(await list(invoice.id)).toHaveLength(1);

    // Sending it again would hand the customer a second invoice.
    const again = await post(owner, invoice.id).expect(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it('answers 404 for another user’s invoice, and refuses what cannot be sent', async () => {
    const invoice = await createInvoice(app, owner, READY);
    await post(stranger, invoice.id).expect(404);
    await api()
      .get(`/api/invoices/${invoice.id}/peppol-deliveries`)
      .set(...stranger.auth)
      .expect(404);

    const unregistered = await createInvoice(app, stranger, READY);
    const notRegistered = await post(stranger, unregistered.id).expect(409);
    expect(notRegistered.body.code).toBe('PEPPOL_NOT_REGISTERED');

    const incomplete = await createInvoice(app, owner, {
      sender: READY.sender,
      recipient: { ...(sampleInvoice().recipient as object) },
    });
    const notReady = await post(owner, incomplete.id).expect(409);
    expect(notReady.body.code).toBe('EINVOICE_NOT_READY');
    expect(notReady.body.fields).toContainEqual(
      expect.objectContaining({ field: 'recipient.vatNumber' }),
    );

    const nowhere = await createInvoice(app, owner, {
      ...READY,
      recipient: { ...(READY.recipient as object), kvkNumber: '11223344' },
    });
    const unreachable = await post(owner, nowhere.id).expect(409);
    expect(unreachable.body.code).toBe('PEPPOL_RECIPIENT_UNREACHABLE');

    // Nothing was stored for any of them.
    for (const id of [invoice.id, incomplete.id, nowhere.id]) expect(await list(id)).toEqual([]);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM peppol_deliveries WHERE invoice_id = $1`,
      [unregistered.id],
    );
    expect(count).toBe(0);
  });

  it('makes a refusal by the network refused, with the provider’s reason', async () => {
    standIn.failNextSends(ACME, {
      status: 422,
      reason: 'The recipient refuses documents from you',
    });
    const { delivery, id } = await sentInvoice();
    expect(delivery.status).toBe('refused');
    expect(delivery.reason).toContain('The recipient refuses documents from you');
    expect(delivery.settledAt).not.toBeNull();
    const stored = await api()
      .get(`/api/invoices/${id}`)
      .set(...owner.auth)
      .expect(200);
    expect(stored.body).toMatchObject({
      status: 'saved',
      peppolStatus: 'refused',
    });
  });

  it(`fails after ${MAX_SEND_ATTEMPTS} tries when the access point stays unreachable, saying what to do`, async () => {
    // Each try asks the provider once: exactly this many answers 503.
    standIn.failNextSends(ACME, {
      status: 503,
      times: MAX_SEND_ATTEMPTS,
      reason: 'Service Unavailable',
    });
    const invoice = await createInvoice(app, owner, READY);
    const { body } = await post(owner, invoice.id).expect(202);
    const handler = app.get(SendPeppolHandler);
    // The queue's own retries wait seconds apart; further tries by hand take the place of them.
    for (let n = 0; n < MAX_SEND_ATTEMPTS * 2; n++) {
      const [latest] = await list(invoice.id).then((all) => all.slice(-1));
      if (latest?.status === 'failed') break;
      await handler.handle({ deliveryId: body.delivery.id }).catch(() => undefined);
    }
    const failed = await settledAs(invoice.id, 'failed');
    expect(failed.reason).toBe(UNREACHABLE_REASON);
    const [row] = await db.query(`SELECT attempts FROM peppol_deliveries WHERE id = $1`, [
      failed.id,
    ]);
    expect(row.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(standIn.sendCount(invoice.invoiceNumber)).toBe(0);
    // A failed delivery may be sent again.
    await post(owner, invoice.id).expect(202);
    await settledAs(invoice.id, 'sent');
  });

  it('makes the customer’s acceptance delivered; a repeated and a later rejection change nothing', async () => {
    standIn.respondToNextSend(ACME, { code: 'AP' }, { code: 'AP' }, { code: 'RE', reason: 'late' });
    const { id } = await sentInvoice();
    expect(await readResponses()).toBe(3);
    const delivered = await settledAs(id, 'delivered');
    expect(delivered.reason).toBeNull();
    expect(delivered.settledAt).not.toBeNull();
    const stored = await api()
      .get(`/api/invoices/${id}`)
      .set(...owner.auth)
      .expect(200);
    expect(stored.body).toMatchObject({ peppolStatus: 'delivered' });
  });

  it('makes a rejection refused with its reason; an acceptance after it changes nothing', async () => {
    standIn.respondToNextSend(
      ACME,
      { code: 'RE', reason: 'Unknown order reference' },
      { code: 'AB' },
      { code: 'AP' },
    );
    const { id } = await sentInvoice();
    await readResponses();
    const refused = await settledAs(id, 'refused');
    expect(refused.reason).toContain('Unknown order reference');
    // An acceptance once more (a repeated webhook, the poll) still changes nothing.
    const sink = app.get(DeliveryResponseSink);
    const [row] = await db.query(`SELECT envelope_id FROM peppol_deliveries WHERE id = $1`, [
      refused.id,
    ]);
    await sink.accept(owner.id, {
      id: 'doc_repeat',
      companyId,
      direction: 'incoming',
      type: 'messageLevelResponse',
      envelopeId: row.envelope_id,
      senderId: ACME,
      createdAt: new Date().toISOString(),
      xml: acceptanceOf(row.envelope_id),
    });
    expect((await list(id)).at(-1)).toMatchObject({ status: 'refused', reason: refused.reason });
  });

  it('ignores a response from anyone but the delivery’s recipient, and hostile XML', async () => {
    const { id } = await sentInvoice();
    const [row] = await db.query(
      `SELECT envelope_id FROM peppol_deliveries WHERE invoice_id = $1`,
      [id],
    );
    const sink = app.get(DeliveryResponseSink);
    const base = {
      companyId,
      direction: 'incoming' as const,
      type: 'messageLevelResponse' as const,
      envelopeId: row.envelope_id,
      createdAt: new Date().toISOString(),
    };
    await sink.accept(owner.id, {
      ...base,
      id: 'doc_forged',
      senderId: '0208:0123456749',
      xml: acceptanceOf(row.envelope_id),
    });
    await sink.accept(owner.id, {
      ...base,
      id: 'doc_hostile',
      senderId: ACME,
      xml: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${acceptanceOf(row.envelope_id)}`,
    });
    // Another user's response naming this envelope is not theirs to settle.
    await sink.accept(stranger.id, {
      ...base,
      id: 'doc_other',
      senderId: ACME,
      xml: acceptanceOf(row.envelope_id),
    });
    expect((await list(id)).at(-1)?.status).toBe('sent');
    // The sink is bound for the incoming-document router.
    expect(app.get(IncomingDocumentSinks).all()).toContain(sink);
  });

  it('recovers a delivery whose job was lost and one whose sender died mid-send', async () => {
    const lost = await createInvoice(app, owner, READY);
    const dead = await createInvoice(app, owner, READY);
    const [{ id: lostId }] = await db.query(
      `INSERT INTO peppol_deliveries (user_id, invoice_id, recipient, status, created_at, updated_at)
       VALUES ($1, $2, $3, 'queued', now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
      [owner.id, lost.id, ACME],
    );
    const [{ id: deadId }] = await db.query(
      `INSERT INTO peppol_deliveries (user_id, invoice_id, recipient, status, attempts, claim_token,
         claimed_by, lease_until, created_at, updated_at)
       VALUES ($1, $2, $3, 'sending', 1, gen_random_uuid(), 'gone:1', now() - interval '1 hour',
         now() - interval '2 hours', now() - interval '2 hours') RETURNING id`,
      [owner.id, dead.id, ACME],
    );
    // A live claim is left alone.
    const live = await createInvoice(app, owner, READY);
    const [{ id: liveId }] = await db.query(
      `INSERT INTO peppol_deliveries (user_id, invoice_id, recipient, status, attempts, claim_token,
         claimed_by, lease_until)
       VALUES ($1, $2, $3, 'sending', 1, gen_random_uuid(), 'alive:1', now() + interval '1 hour') RETURNING id`,
      [owner.id, live.id, ACME],
    );
    await app.get(PeppolRecoveryService).sweepOnce();
    const sentLost = await settledAs(lost.id, 'sent');
    const sentDead = await settledAs(dead.id, 'sent');
    expect(sentLost).toMatchObject({ id: lostId, mayHaveBeenDeliveredTwice: false });
    expect(sentDead).toMatchObject({ id: deadId, mayHaveBeenDeliveredTwice: true });
    expect(standIn.sendCount(lost.invoiceNumber)).toBe(1);
    expect(standIn.sendCount(dead.invoiceNumber)).toBe(1);
    expect((await list(live.id)).map((d) => [d.id, d.status])).toEqual([[liveId, 'sending']]);
    expect(standIn.sendCount(live.invoiceNumber)).toBe(0);
  });

  it('lists every delivery for admins, newest first, with counters', async () => {
    await api()
      .get('/api/admin/peppol-deliveries')
      .set(...owner.auth)
      .expect(403);
    const { body } = await api()
      .get('/api/admin/peppol-deliveries?limit=2')
      .set(...admin.auth)
      .expect(200);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM peppol_deliveries`);
    expect(body.total).toBe(count);
    expect(body.deliveries).toHaveLength(2);
    expect(body.hasMore).toBe(true);
    expect(body.deliveries[0]).toMatchObject({
      userId: owner.id,
      userEmail: owner.email,
      recipient: ACME,
    });
    expect(body.deliveries[0].createdAt >= body.deliveries[1].createdAt).toBe(true);
    expect(Object.keys(body.stats).sort()).toEqual(['failed', 'queued', 'sent']);
    const next = await api()
      .get(`/api/admin/peppol-deliveries?limit=2&cursor=${body.nextCursor}`)
      .set(...admin.auth)
      .expect(200);
    expect(next.body.deliveries[0].id).not.toBe(body.deliveries[1].id);
  });
});

/** An acceptance (AP) of the envelope, from the customer, as an access point sends it. */
function acceptanceOf(envelopeId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>mlr-test</cbc:ID>
  <cac:DocumentResponse>
    <cac:Response><cbc:ResponseCode>AP</cbc:ResponseCode></cac:Response>
    <cac:DocumentReference><cbc:ID>${envelopeId}</cbc:ID></cac:DocumentReference>
  </cac:DocumentResponse>
</ApplicationResponse>`;
}
