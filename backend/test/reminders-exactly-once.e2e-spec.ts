import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createInvoice } from './support/invoices.js';
import {
  type Instance,
  type PrivateRedis,
  startInstance,
  startPrivateRedis,
} from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { deliveriesPerRecord, startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

/**
 * Two backend instances sweep 150 overdue invoices whose reminder is due (5 users with 30
 * each) from one database and one (private) Redis; the sweep plans reminders a batch per
 * transaction. The test holds an uncommitted reminder for the invoice the sweep reaches first,
 * so the first instance stops inside its first batch (its insert waits on the unique index of
 * reminders) with the whole batch claimed; the mail server leaves DATA unanswered. The second
 * instance starts and skips the claimed batch; then the first is killed with SIGKILL and the
 * hold released. What the killed instance claimed is swept again: exactly one reminder per
 * invoice, each delivered once.
 */

const AUTH_SECRET = 'reminders-exactly-once-secret-0123456789abcdef';
const USERS = 5;
const INVOICES_PER_USER = 30;
const TOTAL = USERS * INVOICES_PER_USER;

describe('payment reminders exactly once across two instances and a killed one', () => {
  let smtp: TestSmtpServer;
  let redis: PrivateRedis;
  let app: NestExpressApplication;
  let db: DataSource;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createOwnDatabase>>;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('reminders_exactly_once');
    smtp = await startTestSmtpServer({ holdMessages: true });
    redis = await startPrivateRedis();
    dataDir = await mkdtemp(path.join(tmpdir(), 'reminders-exactly-once-'));
    const shared = {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000',
    };
    // The test's own app makes users and invoices; its scheduled work never runs a round, and it
    // never recovers e-mail: its in-process queue and outbox are not the instances' (on a slow
    // run it took records the held mail server kept past its lease and "sent" them to files).
    app = await createTestApp({ env: { ...shared, EMAIL_RECOVERY_INTERVAL_SECONDS: '9999999' } });
    db = app.get(DataSource);
    for (let n = 0; n < USERS; n += 1) {
      const user = await createTestUser(app, `reminded-${n}`);
      for (let i = 0; i < INVOICES_PER_USER; i += 1) await createInvoice(app, user);
    }
    // Sent a month ago, delivered, overdue, no reminder yet: every one is due for its reminder.
    await db.query(
      `UPDATE invoices SET status = 'sent', payment_status = 'overdue',
              due_date = CURRENT_DATE - 30 + (sequence % 7)::int`,
    );
    await db.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message,
                                   locale, status, sent_at, attempts)
       SELECT user_id, id, 'invoice', 'client@example.test', '', 'nl', 'sent', now(), 1
         FROM invoices`,
    );
    env = {
      ...shared,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `reminders-exactly-once-${process.pid}`,
      SMTP_URL: smtp.url,
      SCHEDULED_WORK_INTERVAL_SECONDS: '1',
      EMAIL_CLAIM_LEASE_SECONDS: '2',
      EMAIL_RECOVERY_INTERVAL_SECONDS: '1',
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await app?.close();
    await redis?.stop();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const count = async (sql: string) => ((await db.query(sql)) as { count: number }[])[0]!.count;
  const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) {
        throw new Error(
          `${what} not within ${timeoutMs} ms\n${instances.map((i) => i.output.join('')).join('\n---\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const reminders = () =>
    count(`SELECT count(*)::int AS count FROM invoice_emails WHERE kind = 'reminder'`);

  it('plans one reminder per invoice, delivers each once, and loses nothing of the killed instance', async () => {
    // The sweep goes in due-date order: the first invoice it reaches is in its first batch.
    const [first] = (await db.query(
      `SELECT id, user_id FROM invoices ORDER BY due_date, id LIMIT 1`,
    )) as { id: string; user_id: string }[];
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(
      `INSERT INTO invoice_emails (user_id, invoice_id, kind, recipient_email, custom_message,
                                   locale, status)
       VALUES ($1, $2, 'reminder', 'client@example.test', '', 'nl', 'planned')`,
      [first!.user_id, first!.id],
    );

    const stuck = await startInstance(env);
    instances.push(stuck);
    await waitUntil(
      'the first instance waiting inside its batch',
      async () =>
        (await count(
          `SELECT count(*)::int AS count FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE NOT l.granted AND a.datname = current_database()`,
        )) > 0,
    );
    const second = await startInstance(env);
    instances.push(second);
    // The second sweeps everything but the batch the first holds.
    await waitUntil('the second instance sweeping the rest', async () => (await reminders()) > 0);

    await stuck.kill();
    instances.splice(instances.indexOf(stuck), 1);
    await holder.query('ROLLBACK');
    await holder.end();
    smtp.releaseHeld();

    await waitUntil('every reminder planned', async () => (await reminders()) === TOTAL);
    await waitUntil(
      'every reminder sent',
      async () =>
        (await count(
          `SELECT count(*)::int AS count FROM invoice_emails
            WHERE kind = 'reminder' AND status = 'sent'`,
        )) === TOTAL,
    );

    expect(
      await count(
        `SELECT count(*)::int AS count FROM invoices WHERE payment_status = 'overdue_reminded'`,
      ),
    ).toBe(TOTAL);
    const perInvoice: { count: number }[] = await db.query(
      `SELECT count(*)::int AS count FROM invoice_emails WHERE kind = 'reminder'
        GROUP BY invoice_id`,
    );
    expect(perInvoice).toHaveLength(TOTAL);
    expect(perInvoice.every((row) => row.count === 1)).toBe(true);
    const records: { id: string }[] = await db.query(
      `SELECT id FROM invoice_emails WHERE kind = 'reminder'`,
    );
    expect(deliveriesPerRecord(smtp)).toEqual(
      Object.fromEntries(records.map((record) => [record.id, 1])),
    );
  }, 180_000);
});
