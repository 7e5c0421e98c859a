import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EmailFailuresService } from '../src/email-queue/email-failures.service.js';
import { OverdueWorkService } from '../src/reminders/overdue-work.service.js';
import { WebhookResolver } from '../src/webhooks/delivery/webhook-resolver.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { sendEmail, settled } from './support/emails.js';
import { createOwnDatabase } from './support/own-database.js';
import { itScopesEveryRouteToItsOwner } from './support/owner-scope.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './support/webhook-receiver.js';

type Attempt = {
  at: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
};
type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: Attempt[];
  nextAttemptAt: number | null;
};

const ALL_EVENTS = [
  'invoice.created',
  'invoice.sent',
  'invoice.paid',
  'invoice.overdue',
  'invoice.credited',
  'email.failed',
];

// The sweeps of this file's app (webhook dispatch, overdue marking) read every user's rows: a
// database of its own keeps other files' rows out of their reach.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let app: NestExpressApplication;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('webhooks');
  app = await createTestApp({
    env: {
      DATABASE_URL: ownDatabase.url,
      // Development rules (loopback and http allowed, how this receiver is reached), fast sweeps
      // and short back-off: 150 ms before the first retry, 750 ms before the second.
      WEBHOOK_DISPATCH_INTERVAL_MS: '50',
      WEBHOOK_RETRY_BASE_MS: '150',
      WEBHOOK_MAX_ATTEMPTS: '3',
    },
  });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
  await ownDatabase.drop();
});

const api = () => request(app.getHttpServer());
let paths = 0;
/** A receiver path of its own per endpoint, so each test reads only its deliveries. */
const newPath = () => `/hook-${(paths += 1)}`;

async function register(
  owner: TestUser,
  path: string,
  events: string[] = ALL_EVENTS,
  url = receiver.url(path),
): Promise<{ id: string; secret: string }> {
  const response = await api()
    .post('/api/user/webhooks')
    .set(...owner.auth)
    .send({ endpoint: { url, description: 'Test receiver', events } })
    .expect(201);
  const { endpoint, secret } = response.body as { endpoint: { id: string }; secret: string };
  receiver.secrets.set(path, secret);
  return { id: endpoint.id, secret };
}

async function deliveriesOf(owner: TestUser, endpointId: string): Promise<Delivery[]> {
  const response = await api()
    .get(`/api/user/webhooks/${endpointId}/deliveries`)
    .set(...owner.auth)
    .expect(200);
  return (response.body as { deliveries: Delivery[] }).deliveries;
}

/** Waits until the endpoint's deliveries satisfy `done`. */
async function deliveriesUntil(
  owner: TestUser,
  endpointId: string,
  done: (deliveries: Delivery[]) => boolean,
  timeoutMs = 15_000,
): Promise<Delivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const deliveries = await deliveriesOf(owner, endpointId);
    if (done(deliveries)) return deliveries;
    if (Date.now() > deadline) throw new Error(`Deliveries: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const at = (path: string) => (delivery: ReceivedWebhook) => delivery.path === path;
const ofType = (path: string, type: string) => (delivery: ReceivedWebhook) =>
  delivery.path === path && delivery.payload.type === type;

describe('webhook endpoints API', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(app, 'webhooks');
  });

  it('registers an endpoint, shows its secret once and never again', async () => {
    const response = await api()
      .post('/api/user/webhooks')
      .set(...user.auth)
      .send({
        endpoint: {
          url: 'https://example.com/hooks/invoicing',
          description: '  Bookkeeping  ',
          events: ['invoice.paid', 'invoice.created'],
        },
      })
      .expect(201);
    const { endpoint, secret } = response.body as {
      endpoint: Record<string, unknown> & { id: string };
      secret: string;
    };
    expect(endpoint).toEqual({
      id: expect.any(String),
      url: 'https://example.com/hooks/invoicing',
      description: 'Bookkeeping',
      events: ['invoice.paid', 'invoice.created'],
      enabled: true,
      createdAt: expect.any(Number),
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const read = await api()
      .get(`/api/user/webhooks/${endpoint.id}`)
      .set(...user.auth)
      .expect(200);
    expect(read.body).toEqual(endpoint);
    const list = await api()
      .get('/api/user/webhooks')
      .set(...user.auth)
      .expect(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    expect(list.body).toMatchObject({
      endpoints: [endpoint],
      total: 1,
      totalCapped: false,
      page: 1,
      limit: 10,
      hasMore: false,
      nextCursor: null,
    });
    // At rest the secret is sealed, never in clear.
    const [row] = (await app
      .get(DataSource)
      .query(`SELECT "secret_sealed" FROM "webhook_endpoints" WHERE "id" = $1`, [endpoint.id])) as {
      secret_sealed: string;
    }[];
    expect(row!.secret_sealed).toMatch(/^v1\./);
    expect(row!.secret_sealed).not.toContain(secret.slice(6, 20));
  });

  it('replaces an endpoint on PUT, disables it, rotates its secret and deletes it', async () => {
    const { id, secret } = await register(user, newPath(), ['invoice.created']);
    const replaced = await api()
      .put(`/api/user/webhooks/${id}`)
      .set(...user.auth)
      .send({
        endpoint: { url: 'https://example.org/other', events: ['email.failed'], enabled: false },
      })
      .expect(200);
    expect(replaced.body).toMatchObject({
      id,
      url: 'https://example.org/other',
      description: '',
      events: ['email.failed'],
      enabled: false,
    });
    const rotated = await api()
      .post(`/api/user/webhooks/${id}/rotate-secret`)
      .set(...user.auth)
      .expect(200);
    expect(rotated.body.endpoint).toEqual(replaced.body);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    await api()
      .delete(`/api/user/webhooks/${id}`)
      .set(...user.auth)
      .expect(204);
    await api()
      .get(`/api/user/webhooks/${id}`)
      .set(...user.auth)
      .expect(404);
  });

  it.each([
    [{ url: 'not a url', events: ['invoice.paid'] }, 'endpoint.url'],
    [{ url: 'ftp://example.com/x', events: ['invoice.paid'] }, 'endpoint.url'],
    [{ url: 'https://user:pass@example.com/x', events: ['invoice.paid'] }, 'endpoint.url'],
    [{ url: 'https://example.com/x', events: [] }, 'endpoint.events'],
    [{ url: 'https://example.com/x', events: ['invoice.deleted'] }, 'endpoint.events'],
    [{ url: 'https://example.com/x', events: ['invoice.paid', 'invoice.paid'] }, 'endpoint.events'],
    [{ url: 'https://example.com/x' }, 'endpoint.events'],
    [{ url: 'https://example.com/x', events: ['invoice.paid'], secret: 'x' }, 'endpoint.secret'],
    [{ url: 'https://10.0.0.1/x', events: ['invoice.paid'] }, 'endpoint.url'],
    [{ url: 'https://[::ffff:169.254.169.254]/x', events: ['invoice.paid'] }, 'endpoint.url'],
    [{ url: 'https://[fe80::1]/x', events: ['invoice.paid'] }, 'endpoint.url'],
  ])('refuses %j with a 400 naming %s', async (endpoint, field) => {
    const response = await api()
      .post('/api/user/webhooks')
      .set(...user.auth)
      .send({ endpoint })
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('keeps a user to 10 endpoints', async () => {
    const owner = await createTestUser(app, 'many');
    for (let index = 0; index < 10; index += 1) {
      await register(owner, `/many-${index}`, ['invoice.paid'], `https://example.com/${index}`);
    }
    const refused = await api()
      .post('/api/user/webhooks')
      .set(...owner.auth)
      .send({ endpoint: { url: 'https://example.com/11', events: ['invoice.paid'] } })
      .expect(400);
    expect(refused.body.code).toBe('WEBHOOK_LIMIT_REACHED');
    const list = await api()
      .get('/api/user/webhooks')
      .query({ limit: 4 })
      .set(...owner.auth)
      .expect(200);
    expect(list.body).toMatchObject({ total: 10, limit: 4, hasMore: true });
    const next = await api()
      .get('/api/user/webhooks')
      .query({ limit: 4, cursor: list.body.nextCursor })
      .set(...owner.auth)
      .expect(200);
    expect(next.body.endpoints.map((endpoint: { url: string }) => endpoint.url)).toEqual([
      'https://example.com/4',
      'https://example.com/5',
      'https://example.com/6',
      'https://example.com/7',
    ]);
  });

  itScopesEveryRouteToItsOwner(() => app, {
    collection: '/api/user/webhooks',
    listKey: 'endpoints',
    validUpdate: { endpoint: { url: 'https://example.com/taken', events: ['invoice.paid'] } },
    create: async (_app, owner) =>
      (await register(owner, newPath(), ['invoice.paid'], 'https://example.com/mine')).id,
  });

  it('answers another user’s endpoint with 404 on its deliveries, test and rotation too', async () => {
    const owner = await createTestUser(app, 'owner');
    const intruder = await createTestUser(app, 'intruder');
    const { id } = await register(owner, newPath(), ['invoice.paid'], 'https://example.com/x');
    for (const call of [
      api().get(`/api/user/webhooks/${id}/deliveries`),
      api().post(`/api/user/webhooks/${id}/test`),
      api().post(`/api/user/webhooks/${id}/rotate-secret`),
    ]) {
      const response = await call.set(...intruder.auth);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(await deliveriesOf(owner, id)).toEqual([]);
  });
});

describe('delivering events', () => {
  it('delivers invoice.created, sent, paid and overdue, signed, with a stable id each', async () => {
    const user = await createTestUser(app, 'events');
    const path = newPath();
    const { id: endpointId } = await register(user, path);

    const invoice = await createInvoice(app, user, { dueDate: '2020-01-31', date: '2020-01-01' });
    const [created] = await receiver.waitFor(ofType(path, 'invoice.created'));
    expect(created!.verified).toBe(true);
    expect(created!.headers['content-type']).toBe('application/json');
    expect(created!.payload).toEqual({
      type: 'invoice.created',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: expect.objectContaining({ id: invoice.id, invoiceNumber: invoice.invoiceNumber }),
    });

    // Sent by e-mail: the worker's markSent is the event.
    await sendEmail(app, user, invoice.id);
    await settled(app, user, invoice.id);
    const [sent] = await receiver.waitFor(ofType(path, 'invoice.sent'));
    expect(sent!.verified).toBe(true);
    expect(sent!.payload.data).toMatchObject({ id: invoice.id, status: 'sent' });

    // Past its due date when it was sent: overdue in that moment (docs/invoice-status.md), not
    // at the next sweep, and that is the event; the sweep finds nothing left to mark.
    await app.get(OverdueWorkService).runOnce();
    const [overdue] = await receiver.waitFor(ofType(path, 'invoice.overdue'));
    expect(overdue!.verified).toBe(true);
    expect(overdue!.payload.data).toMatchObject({ id: invoice.id, paymentStatus: 'overdue' });

    // The user marks it paid.
    const stored = await api()
      .get(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .expect(200);
    const { createdAt: _c, updatedAt: _u, ...editable } = stored.body as Record<string, unknown>;
    const paidResponse = await api()
      .put(`/api/invoices/${invoice.id}`)
      .set(...user.auth)
      .send({ invoice: { ...sampleInvoice(), ...editable, paymentStatus: 'paid' } });
    expect(paidResponse.status).toBe(200);
    const [paid] = await receiver.waitFor(ofType(path, 'invoice.paid'));
    expect(paid!.verified).toBe(true);
    expect(paid!.payload.data).toMatchObject({ id: invoice.id, paymentStatus: 'paid' });

    // Every event its own id, the same id the API lists; every delivery delivered at once.
    const events = [created!, sent!, overdue!, paid!];
    const ids = events.map((event) => event.headers['webhook-id']);
    expect(new Set(ids).size).toBe(4);
    const deliveries = await deliveriesUntil(user, endpointId, (list) =>
      list.every((delivery) => delivery.status === 'delivered'),
    );
    const listed = deliveries.map((delivery) => [delivery.eventType, delivery.eventId]);
    expect(listed[0]).toEqual(['invoice.paid', ids[3]]);
    // Sent and overdue are recorded in one transaction: their order between them is not defined.
    expect(listed.slice(1, 3)).toEqual(
      expect.arrayContaining([
        ['invoice.overdue', ids[2]],
        ['invoice.sent', ids[1]],
      ]),
    );
    expect(listed[3]).toEqual(['invoice.created', ids[0]]);
    expect(listed).toHaveLength(4);
    for (const delivery of deliveries) {
      expect(delivery.attempts).toEqual([
        {
          at: expect.any(Number),
          statusCode: 204,
          durationMs: expect.any(Number),
          error: null,
          response: null,
        },
      ]);
    }
    // Nothing else was delivered to this endpoint (saving the paid invoice is not "created").
    expect(receiver.received.filter(at(path))).toHaveLength(4);
  });

  it('delivers only the events an endpoint subscribes to, to each subscribed endpoint', async () => {
    const user = await createTestUser(app, 'subscriber');
    const paidOnly = newPath();
    const createdToo = newPath();
    await register(user, paidOnly, ['invoice.paid']);
    await register(user, createdToo, ['invoice.created', 'invoice.paid']);
    await createInvoice(app, user, { paymentStatus: 'paid' });
    const [paid] = await receiver.waitFor(ofType(paidOnly, 'invoice.paid'));
    const both = await receiver.waitFor(at(createdToo), 2);
    expect(both.map((delivery) => delivery.payload.type).sort()).toEqual([
      'invoice.created',
      'invoice.paid',
    ]);
    // One event, one id, for every endpoint it goes to.
    expect(both.find((d) => d.payload.type === 'invoice.paid')!.headers['webhook-id']).toBe(
      paid!.headers['webhook-id'],
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter(at(paidOnly))).toHaveLength(1);
  });

  it('writes no event for a change that did not commit, nor for a disabled endpoint', async () => {
    const user = await createTestUser(app, 'rollback');
    const path = newPath();
    const { id } = await register(user, path, ['invoice.created']);
    const off = newPath();
    const { id: offId } = await register(user, off, ['invoice.created']);
    await api()
      .put(`/api/user/webhooks/${offId}`)
      .set(...user.auth)
      .send({ endpoint: { url: receiver.url(off), events: ['invoice.created'], enabled: false } })
      .expect(200);
    await createInvoice(app, user, { invoiceNumber: 'WH-1' });
    // The same number again: 409, rolled back with its event.
    await api()
      .post('/api/invoices')
      .set(...user.auth)
      .send({ invoice: sampleInvoice({ invoiceNumber: 'WH-1' }) })
      .expect(409);
    await receiver.waitFor(at(path));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received.filter(at(path))).toHaveLength(1);
    expect(receiver.received.filter(at(off))).toHaveLength(0);
    expect(await deliveriesOf(user, id)).toHaveLength(1);
    expect(await deliveriesOf(user, offId)).toEqual([]);
  });

  it('retries after 500s with a growing back-off, the same webhook-id every time', async () => {
    const user = await createTestUser(app, 'retries');
    const path = newPath();
    receiver.answers.set(path, [500, 503]);
    const { id } = await register(user, path, ['invoice.created']);
    await createInvoice(app, user);
    const tries = await receiver.waitFor(at(path), 3);
    expect(tries.map((attempt) => attempt.answered)).toEqual([500, 503, 204]);
    expect(tries.every((attempt) => attempt.verified)).toBe(true);
    expect(new Set(tries.map((attempt) => attempt.headers['webhook-id'])).size).toBe(1);
    // Each try is signed afresh, over the same body.
    expect(new Set(tries.map((attempt) => attempt.body)).size).toBe(1);
    const [first, second, third] = tries.map((attempt) => attempt.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(150);
    expect(third - second).toBeGreaterThanOrEqual(750);

    const [delivery] = await deliveriesUntil(user, id, ([only]) => only?.status === 'delivered');
    expect(delivery!.eventId).toBe(tries[0]!.headers['webhook-id']);
    expect(delivery!.attempts.map((attempt) => [attempt.statusCode, attempt.error])).toEqual([
      [500, 'HTTP 500'],
      [503, 'HTTP 503'],
      [204, null],
    ]);
    expect(delivery!.attempts[0]!.response).toBe('Receiver says 500');
    expect(delivery!.nextAttemptAt).toBeNull();
  });

  it('gives up after the last try and says so', async () => {
    const user = await createTestUser(app, 'gives-up');
    const path = newPath();
    receiver.answers.set(path, [500, 500, 500, 500]);
    const { id } = await register(user, path, ['invoice.created']);
    await createInvoice(app, user);
    const [delivery] = await deliveriesUntil(user, id, ([only]) => only?.status === 'failed');
    expect(delivery!.attempts).toHaveLength(3);
    expect(delivery!.nextAttemptAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter(at(path))).toHaveLength(3);
  });

  it('records a try that found no receiver', async () => {
    const user = await createTestUser(app, 'unreachable');
    // A port nobody listens on.
    const closed = await startWebhookReceiver();
    const deadUrl = closed.url('/gone');
    await closed.close();
    const { id } = await register(user, '/gone', ['invoice.created'], deadUrl);
    await createInvoice(app, user);
    const [delivery] = await deliveriesUntil(
      user,
      id,
      ([only]) => (only?.attempts.length ?? 0) >= 1,
    );
    expect(delivery!.attempts[0]).toMatchObject({ statusCode: null, response: null });
    expect(delivery!.attempts[0]!.error).toMatch(/ECONNREFUSED/);
  });

  it('sends a test event to one endpoint, whatever it subscribes to', async () => {
    const user = await createTestUser(app, 'tester');
    const path = newPath();
    const { id } = await register(user, path, ['email.failed']);
    const response = await api()
      .post(`/api/user/webhooks/${id}/test`)
      .set(...user.auth)
      .expect(201);
    expect(response.body).toMatchObject({
      eventType: 'webhook.test',
      status: 'pending',
      attempts: [],
    });
    const [test] = await receiver.waitFor(ofType(path, 'webhook.test'));
    expect(test!.verified).toBe(true);
    expect(test!.headers['webhook-id']).toBe(response.body.eventId);
    expect(test!.payload.data).toMatchObject({ endpointId: id });
  });

  it('delivers email.failed with the e-mail record when an e-mail fails for good', async () => {
    const user = await createTestUser(app, 'mail');
    const path = newPath();
    await register(user, path, ['email.failed']);
    const invoice = await createInvoice(app, user);
    // A record no worker holds (no job: written as the planner would, then given up on).
    const [email] = (await app.get(DataSource).query(
      `INSERT INTO "invoice_emails" ("user_id", "invoice_id", "recipient_email", "custom_message", "locale")
       VALUES ($1, $2, 'nobody@example.test', '', 'en') RETURNING "id"`,
      [user.id, invoice.id],
    )) as { id: string }[];
    expect(
      await app.get(EmailFailuresService).fail(email!.id, null, '550 Mailbox unavailable', 15_000),
    ).toBe(true);
    const [failed] = await receiver.waitFor(ofType(path, 'email.failed'));
    expect(failed!.verified).toBe(true);
    expect(failed!.payload.data).toMatchObject({
      id: email!.id,
      status: 'failed',
      error: '550 Mailbox unavailable',
      recipient_email: 'nobody@example.test',
      invoice_id: invoice.id,
      kind: 'invoice',
    });
  });

  it('connects to the address it checked, with the name in the Host header (no rebinding)', async () => {
    const user = await createTestUser(app, 'pinned');
    const path = newPath();
    const resolver = app.get(WebhookResolver);
    const resolve = jest
      .spyOn(resolver, 'resolve')
      .mockImplementation(async () => [{ address: '127.0.0.1', family: 4 }]);
    try {
      await register(
        user,
        path,
        ['invoice.created'],
        `http://receiver.invalid:${receiver.port}${path}`,
      );
      await createInvoice(app, user);
      const [delivery] = await receiver.waitFor(at(path));
      expect(delivery!.verified).toBe(true);
      expect(delivery!.headers.host).toBe(`receiver.invalid:${receiver.port}`);
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(resolve).toHaveBeenCalledWith('receiver.invalid');
    } finally {
      resolve.mockRestore();
    }
  });
});

describe('the receiver’s verification', () => {
  it('accepts the Standard Webhooks example and refuses a changed body, id or stale time', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    const body = '{"test": 2432232314}';
    expect(verifyStandardWebhook(secret, headers, body, 1614265330)).toBe(true);
    expect(verifyStandardWebhook(secret, headers, '{"test": 1}', 1614265330)).toBe(false);
    expect(
      verifyStandardWebhook(secret, { ...headers, 'webhook-id': 'msg_other' }, body, 1614265330),
    ).toBe(false);
    expect(verifyStandardWebhook(secret, headers, body, 1614265330 + 3600)).toBe(false);
  });
});
