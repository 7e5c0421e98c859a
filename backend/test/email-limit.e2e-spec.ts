import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/time/clock.js';
import { OWN_QUEUE_LOCK_MS, REQUEST_TIMEOUTS } from '../src/database/timeouts.js';
import { SENDER_LOCK_CLASS } from '../src/email-queue/invoice-emails.repository.js';
import { ScheduleGeneratorService } from '../src/schedules/generator/schedule-generator.service.js';
import { emails } from './support/emails.js';
import { createInvoice } from './support/invoices.js';
import { type Instance, startInstance } from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { createSchedule } from './support/schedules.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The per-user sending limit (docs/email.md#sending-limit): 5 an hour and 8 a day here. Anyone
 * with an account names the recipient, so one account must not be able to mail any number of
 * strangers from the operator's address, however it sends them.
 */

const PER_HOUR = 5;
const PER_DAY = 8;
const AUTH_SECRET = 'email-limit-test-secret-0123456789abcdef';
const PUBLIC_URL = 'http://127.0.0.1:9';

let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let dataDir: string;
let app: NestExpressApplication;
const shared = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  AUTH_SECRET,
  PUBLIC_URL,
  EMAIL_LIMIT_PER_HOUR: String(PER_HOUR),
  EMAIL_LIMIT_PER_DAY: String(PER_DAY),
});

// A database of its own: the schedule generator reads every due schedule.
beforeAll(async () => {
  database = await createOwnDatabase('email_limit');
  dataDir = await mkdtemp(path.join(tmpdir(), 'email-limit-'));
  // No SMTP_URL: mail goes to $DATA_DIR/outbox; only the records matter here.
  app = await createTestApp({ env: shared() });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };

async function send(baseUrl: string, user: TestUser, invoiceId: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/invoices/${invoiceId}/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ recipientEmail: 'anna@jansen.nl', customMessage: '', locale: 'en' }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('Retry-After'),
  };
}

const records = async (user: TestUser): Promise<number> => {
  const [row] = await app
    .get(DataSource)
    .query('SELECT count(*)::int AS n FROM invoice_emails WHERE user_id = $1', [user.id]);
  return row.n as number;
};

function expectRefused(answer: Answer, per: 'hour' | 'day', max: number): Date {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({
    statusCode: 429,
    code: 'EMAIL_LIMIT_REACHED',
    limit: { max, per, retryAt: expect.any(String) },
  });
  const retryAt = (answer.body.limit as { retryAt: string }).retryAt;
  // The message says when, for API clients that show it as it is.
  expect(answer.body.message).toBe(
    `You have reached the sending limit of ${max} e-mails per ${per}. Try again after ${retryAt}.`,
  );
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  // Retry-After and retryAt name the same moment (a few seconds apart at most on a slow run).
  expect(Math.abs(Date.now() + seconds * 1000 - Date.parse(retryAt))).toBeLessThan(30_000);
  return new Date(retryAt);
}

describe('the per-user sending limit', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });

  it('waits behind the user’s own sends longer than a row lock before answering busy', async () => {
    const user = await createTestUser(app, 'queued');
    const invoice = await createInvoice(app, user);
    // Another send of this user holds the sender lock a while (a busy instance's event loop).
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        SENDER_LOCK_CLASS,
        user.id,
      ]);
      const answer = send(baseUrl, user, invoice.id);
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUTS.lockMs + 1_000));
      await holder.query('COMMIT');
      expect((await answer).status).toBe(202);
      expect(OWN_QUEUE_LOCK_MS).toBeGreaterThan(REQUEST_TIMEOUTS.lockMs + 1_000);
    } finally {
      await holder.end();
    }
  });

  it('lets exactly the hourly limit of concurrent sends through; the rest answer 429 with when', async () => {
    const user = await createTestUser(app, 'burst');
    const invoice = await createInvoice(app, user);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send(baseUrl, user, invoice.id)),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(PER_HOUR);
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(refused).toHaveLength(12 - PER_HOUR);
    for (const answer of refused) {
      const retryAt = expectRefused(answer, 'hour', PER_HOUR);
      // An hour after the first accepted one.
      expect(retryAt.getTime()).toBeGreaterThanOrEqual(started + 3600_000 - 30_000);
      expect(retryAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000 + 30_000);
    }
    expect(await records(user)).toBe(PER_HOUR);
    expect(await emails(app, user, invoice.id)).toHaveLength(PER_HOUR);
  });

  it('leaves other users unaffected', async () => {
    const busy = await createTestUser(app, 'busy');
    const busyInvoice = await createInvoice(app, busy);
    for (let n = 0; n < PER_HOUR; n += 1) {
      expect((await send(baseUrl, busy, busyInvoice.id)).status).toBe(202);
    }
    expectRefused(await send(baseUrl, busy, busyInvoice.id), 'hour', PER_HOUR);

    const other = await createTestUser(app, 'other');
    const invoice = await createInvoice(app, other);
    expect((await send(baseUrl, other, invoice.id)).status).toBe(202);
  });

  it('counts the last 24 hours against the daily limit, free again when the oldest is a day old', async () => {
    const user = await createTestUser(app, 'daily');
    const invoice = await createInvoice(app, user);
    // Sent earlier today: outside the hour, inside the day.
    const earlier = await app.get(DataSource).query(
      `INSERT INTO invoice_emails (user_id, invoice_id, recipient_email, custom_message, locale,
                                   status, sent_at, created_at)
       SELECT $1, $2, 'anna@jansen.nl', '', 'en', 'sent', now() - interval '2 hours' + n * interval '1 minute',
              now() - interval '2 hours' + n * interval '1 minute'
         FROM generate_series(0, 3) AS n
       RETURNING created_at`,
      [user.id, invoice.id],
    );
    const oldest = new Date((earlier as { created_at: Date }[])[0]!.created_at);
    const left = PER_DAY - earlier.length;
    for (let n = 0; n < left; n += 1) {
      expect((await send(baseUrl, user, invoice.id)).status).toBe(202);
    }
    const retryAt = expectRefused(await send(baseUrl, user, invoice.id), 'day', PER_DAY);
    expect(retryAt.getTime()).toBe(oldest.getTime() + 24 * 3600_000);
  });

  it("stores a scheduled invoice's e-mail over the limit as failed with the reason, never lost", async () => {
    const user = await createTestUser(app, 'scheduled');
    const invoice = await createInvoice(app, user);
    for (let n = 0; n < PER_HOUR; n += 1) {
      expect((await send(baseUrl, user, invoice.id)).status).toBe(202);
    }
    const today = app.get(Clock).today();
    const schedule = await createSchedule(app, user, {
      startDate: today,
      dayOfMonth: Number(today.slice(8)),
    });
    expect(schedule.nextInvoiceDate).toBe(today);
    await app.get(ScheduleGeneratorService).runOnce();

    const [generated] = (await app
      .get(DataSource)
      .query('SELECT id FROM invoices WHERE generated_from_schedule_id = $1', [schedule.id])) as {
      id: string;
    }[];
    expect(generated).toBeDefined();
    const history = await emails(app, user, generated!.id);
    expect(history).toEqual([
      expect.objectContaining({
        recipient_email: 'anna@jansen.nl',
        status: 'failed',
        sent_at: null,
        error: expect.stringMatching(
          /^Not sent: the sending limit of 5 e-mails per hour was reached \(until .+\)\. Send the invoice again from the editor\.$/,
        ),
      }),
    ]);
    // A refused record is not a sent one: the count stays at the limit, not past it.
    const answer = await send(baseUrl, user, invoice.id);
    expectRefused(answer, 'hour', PER_HOUR);
  });
});

describe('the sending limit across two instances', () => {
  const instances: Instance[] = [];

  beforeAll(async () => {
    const env = { ...shared(), NODE_ENV: 'development', RATE_LIMIT_API_PER_MINUTE: '100000' };
    // One after the other: the test app already ran the migrations.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  it('shares one count: concurrent sends through both let exactly the limit through', async () => {
    const user = await createTestUser(app, 'two-instances');
    const invoice = await createInvoice(app, user);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => send(instances[n % 2]!.baseUrl, user, invoice.id)),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(PER_HOUR);
    for (const answer of answers.filter((a) => a.status !== 202)) {
      expectRefused(answer, 'hour', PER_HOUR);
    }
    expect(await records(user)).toBe(PER_HOUR);

    const other = await createTestUser(app, 'two-instances-other');
    const otherInvoice = await createInvoice(app, other);
    expect((await send(instances[1]!.baseUrl, other, otherInvoice.id)).status).toBe(202);
  });
});
