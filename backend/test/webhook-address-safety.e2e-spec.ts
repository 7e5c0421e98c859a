import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  WebhookResolver,
  type ResolvedAddress,
} from '../src/webhooks/delivery/webhook-resolver.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

type Delivery = {
  status: string;
  attempts: { statusCode: number | null; error: string | null; durationMs: number }[];
};

/** What this file's stand-in DNS answers: names that lead where a delivery must never go. */
const DNS: Record<string, ResolvedAddress[]> = {
  'private.example': [{ address: '10.0.0.1', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'loopback6.example': [{ address: '::1', family: 6 }],
  'loopback.example': [{ address: '127.0.0.1', family: 4 }],
  'mapped.example': [{ address: '::ffff:10.0.0.1', family: 6 }],
  'cgnat.example': [{ address: '100.64.0.7', family: 4 }],
  'unique-local.example': [{ address: 'fd00::1', family: 6 }],
  // One public address does not let a private one through.
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.1', family: 4 },
  ],
};

// The production rules (WEBHOOK_ALLOW_LOCAL=false, what NODE_ENV=production implies), on a
// database of the file's own: this app's dispatch sweep reads every delivery.
let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
let app: NestExpressApplication;
let receiver: WebhookReceiver;
let user: TestUser;
let resolve: ReturnType<typeof jest.spyOn>;

beforeAll(async () => {
  ownDatabase = await createOwnDatabase('webhook_safety');
  app = await createTestApp({
    env: {
      DATABASE_URL: ownDatabase.url,
      WEBHOOK_ALLOW_LOCAL: 'false',
      WEBHOOK_DISPATCH_INTERVAL_MS: '50',
    },
  });
  receiver = await startWebhookReceiver();
  user = await createTestUser(app, 'safety');
  resolve = jest.spyOn(app.get(WebhookResolver), 'resolve').mockImplementation(async (name) => {
    const found = DNS[name];
    if (found === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found;
  });
});
afterAll(async () => {
  resolve.mockRestore();
  await app.close();
  await receiver.close();
  await ownDatabase.drop();
});

const api = () => request(app.getHttpServer());

async function testDelivery(url: string): Promise<Delivery> {
  const created = await api()
    .post('/api/user/webhooks')
    .set(...user.auth)
    .send({ endpoint: { url, events: ['invoice.paid'] } })
    .expect(201);
  const id = (created.body as { endpoint: { id: string } }).endpoint.id;
  await api()
    .post(`/api/user/webhooks/${id}/test`)
    .set(...user.auth)
    .expect(201);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await api()
      .get(`/api/user/webhooks/${id}/deliveries`)
      .set(...user.auth)
      .expect(200);
    const [delivery] = (response.body as { deliveries: Delivery[] }).deliveries;
    if (delivery !== undefined && delivery.status !== 'pending') return delivery;
    if (Date.now() > deadline) throw new Error(`Still pending: ${JSON.stringify(delivery)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('webhook deliveries outside development', () => {
  it.each([
    ['private.example', '10.0.0.1'],
    ['metadata.example', '169.254.169.254'],
    ['loopback6.example', '::1'],
    ['loopback.example', '127.0.0.1'],
    ['mapped.example', '::ffff:10.0.0.1'],
    ['cgnat.example', '100.64.0.7'],
    ['unique-local.example', 'fd00::1'],
    ['mixed.example', '10.0.0.1'],
  ])(
    'refuses %s (resolving to %s) after resolution, records why and never retries',
    async (name, address) => {
      const delivery = await testDelivery(`https://${name}/hook`);
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]!.statusCode).toBeNull();
      expect(delivery.attempts[0]!.error).toBe(
        `Refused: ${name} resolves to ${address}, a private, loopback, link-local or reserved address`,
      );
    },
  );

  it('never connects to a loopback receiver, by name or by http', async () => {
    // The receiver listens on 127.0.0.1; a name resolving there is refused before any connection.
    const delivery = await testDelivery(`https://loopback.example:${receiver.port}/hook`);
    expect(delivery.status).toBe('failed');
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    'http://example.com/hook',
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://localhost/hook',
    'https://api.localhost/hook',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:a00:1]/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
  ])('refuses to register %s', async (url) => {
    const response = await api()
      .post('/api/user/webhooks')
      .set(...user.auth)
      .send({ endpoint: { url, events: ['invoice.paid'] } })
      .expect(400);
    expect(response.body.fields).toEqual([{ field: 'endpoint.url', message: expect.any(String) }]);
  });

  it('records a name that does not resolve as a failed try, to be tried again', async () => {
    const created = await api()
      .post('/api/user/webhooks')
      .set(...user.auth)
      .send({ endpoint: { url: 'https://nowhere.example/hook', events: ['invoice.paid'] } })
      .expect(201);
    const id = (created.body as { endpoint: { id: string } }).endpoint.id;
    await api()
      .post(`/api/user/webhooks/${id}/test`)
      .set(...user.auth)
      .expect(201);
    const deadline = Date.now() + 10_000;
    let delivery: (Delivery & { nextAttemptAt: number | null }) | undefined;
    while (Date.now() < deadline) {
      const response = await api()
        .get(`/api/user/webhooks/${id}/deliveries`)
        .set(...user.auth);
      delivery = response.body.deliveries[0];
      if ((delivery?.attempts.length ?? 0) > 0) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(delivery).toMatchObject({ status: 'pending', nextAttemptAt: expect.any(Number) });
    expect(delivery!.attempts[0]!.error).toMatch(/ENOTFOUND/);
  });
});
