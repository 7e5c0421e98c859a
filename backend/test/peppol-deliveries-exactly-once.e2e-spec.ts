import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  startRecommandStandIn,
  type RecommandStandIn,
} from '../src/peppol/recommand/stand-in/recommand-stand-in.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import {
  type Instance,
  type PrivateRedis,
  startInstance,
  startPrivateRedis,
} from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Two backend instances share one database, one (private) Redis and one Peppol stand-in, whose
 * every send waits a moment before it answers. The instance sending the first delivery is killed
 * with SIGKILL while its sends wait (the stand-in drops a send whose caller went away, as a mail
 * server drops an unanswered message), and Redis is restarted without persistence (every queued
 * job lost). In the end every delivery reached the stand-in exactly once, and none is left
 * queued or sending.
 *
 * As with e-mail, a sender killed between the provider's answer and its own commit is the one
 * case no client of a provider without idempotency keys can make exactly-once (docs/peppol.md);
 * this test proves everything else.
 */

const AUTH_SECRET = 'peppol-exactly-once-secret-0123456789abcdef';
const PUBLIC_URL = 'http://127.0.0.1:9';
const API_KEY = 'key_exactly_once';
const API_SECRET = 'secret_exactly_once';
const DELIVERIES = 12;
const SEND_DELAY_MS = 2500;

const READY = {
  sender: { ...(sampleInvoice().sender as object), vatNumber: 'NL004495445B01' },
  recipient: { ...(sampleInvoice().recipient as object), kvkNumber: '87654321' },
};

describe('each Peppol delivery exactly once across two instances, a killed sender and a lost Redis', () => {
  let standIn: RecommandStandIn;
  let redis: PrivateRedis;
  let app: NestExpressApplication;
  let user: TestUser;
  let database: Awaited<ReturnType<typeof createOwnDatabase>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('peppol_exactly_once');
    standIn = await startRecommandStandIn({
      nodeEnv: 'test',
      apiKey: API_KEY,
      apiSecret: API_SECRET,
    });
    redis = await startPrivateRedis();
    const shared = {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      PUBLIC_URL,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000',
      PEPPOL_API_URL: standIn.url,
      PEPPOL_API_KEY: API_KEY,
      PEPPOL_API_SECRET: API_SECRET,
    };
    // The test's own app only makes the user, the registration and the invoices; it never
    // sweeps (its in-process queue is not the instances' one).
    app = await createTestApp({ env: { ...shared, PEPPOL_RECOVERY_INTERVAL_SECONDS: '9999999' } });
    user = await createTestUser(app, 'peppol-exactly-once');
    const env = {
      ...shared,
      NODE_ENV: 'development',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `peppol-exactly-once-${process.pid}`,
      SCHEDULED_WORK: 'false',
      // A short lease and a frequent sweep keep the test short; production's defaults (15 s,
      // 5 s) take over within 20 s.
      PEPPOL_CLAIM_LEASE_SECONDS: '2',
      PEPPOL_RECOVERY_INTERVAL_SECONDS: '1',
    };
    // One after the other: the first runs the migrations.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await app?.close();
    await redis?.stop();
    await standIn?.close();
    await database?.drop();
  });

  const send = async (instance: Instance, invoiceId: string): Promise<string> => {
    const response = await fetch(
      `${instance.baseUrl}/api/invoices/${invoiceId}/peppol-deliveries`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}` },
      },
    );
    expect(response.status).toBe(202);
    return ((await response.json()) as { delivery: { id: string } }).delivery.id;
  };

  it('sends every delivery once, and leaves nothing queued or sending', async () => {
    const db = app.get(DataSource);
    await request(app.getHttpServer())
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({
        settings: {
          country: 'NL',
          defaultCompany: {
            company: 'Studio Vos',
            address: 'Keizersgracht 1',
            postalCode: '1015 AA',
            city: 'Amsterdam',
            vatNumber: 'NL004495445B01',
            kvkNumber: '12345678',
          },
        },
      })
      .expect(200);
    await request(app.getHttpServer())
      .post('/api/peppol/registration')
      .set(...user.auth)
      .expect(201);
    const invoices: { id: string; invoiceNumber: string }[] = [];
    for (let n = 0; n < DELIVERIES; n++) invoices.push(await createInvoice(app, user, READY));

    standIn.controls.delaySends(SEND_DELAY_MS);
    const ids = await Promise.all(
      invoices.map((invoice, n) => send(instances[n % 2]!, invoice.id)),
    );

    // The first claim taken: its instance dies while that send (and any other it has) waits.
    let holder: { claimed_by: string } | undefined;
    const claimedBy = Date.now() + SEND_DELAY_MS;
    while (holder === undefined) {
      if (Date.now() > claimedBy) throw new Error('No delivery was claimed');
      [holder] = await db.query(
        `SELECT claimed_by FROM peppol_deliveries WHERE status = 'sending' ORDER BY lease_until LIMIT 1`,
      );
    }
    const holderPid = Number(String(holder.claimed_by).split(':').pop());
    const sender = instances.find((instance) => instance.pid === holderPid);
    expect(sender).toBeDefined();
    await sender!.kill();
    instances.splice(instances.indexOf(sender!), 1);
    const survivor = instances[0]!;
    // What the dead sender held mid-send: only these are tried twice.
    const stranded: { id: string }[] = await db.query(
      `SELECT id FROM peppol_deliveries WHERE status = 'sending' AND claimed_by LIKE $1`,
      [`%:${holderPid}`],
    );
    expect(stranded.length).toBeGreaterThan(0);
    await redis.restart();
    standIn.controls.delaySends(0);

    const deadline = Date.now() + 45_000;
    let rows: { id: string; status: string; attempts: number; possibly_duplicated: boolean }[];
    for (;;) {
      rows = await db.query(
        `SELECT id, status, attempts, possibly_duplicated FROM peppol_deliveries WHERE user_id = $1`,
        [user.id],
      );
      if (rows.every((row) => row.status === 'sent')) break;
      if (Date.now() > deadline) {
        throw new Error(
          `Unfinished after 45 s: ${JSON.stringify(rows)}\n${survivor.output.join('')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    // Every invoice reached the stand-in once, and only once.
    expect(
      Object.fromEntries(
        invoices.map((i) => [i.invoiceNumber, standIn.controls.sendCount(i.invoiceNumber)]),
      ),
    ).toEqual(Object.fromEntries(invoices.map((i) => [i.invoiceNumber, 1])));
    // The dead sender's deliveries took a second claim, and say they may have arrived twice.
    for (const row of rows) {
      const wasStranded = stranded.some((each) => each.id === row.id);
      expect({ id: row.id, twice: row.possibly_duplicated }).toEqual({
        id: row.id,
        twice: wasStranded,
      });
      if (wasStranded) expect(row.attempts).toBeGreaterThanOrEqual(2);
    }
    const states: { status: string; peppol_status: string }[] = await db.query(
      `SELECT DISTINCT status, peppol_status FROM invoices WHERE user_id = $1`,
      [user.id],
    );
    expect(states).toEqual([{ status: 'sent', peppol_status: 'sent' }]);
  }, 90_000);
});
