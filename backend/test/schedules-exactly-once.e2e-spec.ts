import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { storedDateOf } from '@app/contracts/invoice';
import {
  type Instance,
  type PrivateRedis,
  startInstance,
  startPrivateRedis,
} from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { createSchedule } from './support/schedules.js';
import { deliveriesPerRecord, startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * Two backend instances generate 100 due schedules (10 users with 10 each) from one database and
 * one (private) Redis. The test holds one user's settings row, which numbering needs, so the
 * first instance stops mid-transaction on that user's first schedule with the schedule row
 * locked; the mail server leaves DATA unanswered, so e-mails of invoices already made hang
 * mid-send. Then that instance is killed with SIGKILL, and the hold released. The other one
 * finishes: exactly 100 invoices, numbered without gaps per user, and 100 e-mails delivered once.
 */

const AUTH_SECRET = 'schedules-exactly-once-secret-0123456789abcdef';
const USERS = 10;
const SCHEDULES_PER_USER = 10;
const TOTAL = USERS * SCHEDULES_PER_USER;

describe('recurring invoices exactly once across two instances and a killed one', () => {
  let smtp: TestSmtpServer;
  let redis: PrivateRedis;
  let app: NestExpressApplication;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createOwnDatabase>>;
  let users: TestUser[];
  let env: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('schedules_exactly_once');
    smtp = await startTestSmtpServer({ holdMessages: true });
    redis = await startPrivateRedis();
    dataDir = await mkdtemp(path.join(tmpdir(), 'schedules-exactly-once-'));
    const shared = {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000',
    };
    // The test's own app makes users, templates and schedules; it generates nothing itself, and
    // never recovers e-mail: its in-process queue and outbox are not the instances'.
    app = await createTestApp({ env: { ...shared, EMAIL_RECOVERY_INTERVAL_SECONDS: '9999999' } });
    users = await Promise.all(
      Array.from({ length: USERS }, (_, n) => createTestUser(app, `recurring-${n}`)),
    );
    // Due today: a monthly schedule on today's day of the month, starting today.
    const today = storedDateOf(new Date());
    for (const user of users) {
      for (let n = 0; n < SCHEDULES_PER_USER; n += 1) {
        await createSchedule(app, user, {
          dayOfMonth: Number(today.slice(8)),
          startDate: today,
        });
      }
    }
    env = {
      ...shared,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `schedules-exactly-once-${process.pid}`,
      SMTP_URL: smtp.url,
      SCHEDULED_WORK_INTERVAL_SECONDS: '1',
      // A short lease and a frequent sweep keep the test short; production waits 2 minutes.
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

  it('makes each invoice and each e-mail once, and loses nothing of the killed instance', async () => {
    const db = app.get(DataSource);
    const count = async (sql: string, parameters: unknown[] = []) =>
      ((await db.query(sql, parameters)) as { count: number }[])[0]!.count;
    const generated = () =>
      count(
        `SELECT count(*)::int AS count FROM invoices WHERE generated_from_schedule_id IS NOT NULL`,
      );

    // Hold the first user's settings row: numbering an invoice of theirs waits for it.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM user_settings WHERE user_id = $1 FOR UPDATE', [users[0]!.id]);

    const first = await startInstance(env);
    instances.push(first);
    // The first instance is stuck inside a generation: it waits for the held row.
    await waitUntil(
      'the first instance waiting on the held row',
      async () =>
        (await count(
          `SELECT count(*)::int AS count FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE NOT l.granted AND a.datname = current_database()`,
        )) > 0,
    );
    const second = await startInstance(env);
    instances.push(second);

    await first.kill();
    instances.splice(instances.indexOf(first), 1);
    await holder.query('ROLLBACK');
    await holder.end();
    smtp.releaseHeld();

    await waitUntil('all invoices generated', async () => (await generated()) === TOTAL);
    await waitUntil(
      'all e-mails sent',
      async () =>
        (await count(`SELECT count(*)::int AS count FROM invoice_emails WHERE status = 'sent'`)) ===
        TOTAL,
    );

    // Exactly one invoice per schedule and date, numbered 300, 301, … without gaps per user.
    const runs = await count(`SELECT count(*)::int AS count FROM schedule_runs`);
    expect(runs).toBe(TOTAL);
    const perUser: { user_id: string; numbers: string[] }[] = await db.query(
      `SELECT user_id, array_agg(invoice_number ORDER BY invoice_number) AS numbers
         FROM invoices WHERE generated_from_schedule_id IS NOT NULL GROUP BY user_id`,
    );
    expect(perUser).toHaveLength(USERS);
    for (const { numbers } of perUser) {
      // Each user's 10 templates took 300 to 309; the generated ones continue from 310.
      expect(numbers.map((number) => Number(number.slice(-4)))).toEqual(
        Array.from({ length: SCHEDULES_PER_USER }, (_, n) => 310 + n),
      );
    }
    const perSchedule: { count: number }[] = await db.query(
      `SELECT count(*)::int AS count FROM invoices
        WHERE generated_from_schedule_id IS NOT NULL GROUP BY generated_from_schedule_id`,
    );
    expect(perSchedule.every((row) => row.count === 1)).toBe(true);
    expect(
      await count(`SELECT count(*)::int AS count FROM schedules WHERE next_invoice_date <= $1`, [
        storedDateOf(new Date()),
      ]),
    ).toBe(0);

    // Every e-mail delivered once: one message per record, whatever was in flight at the kill.
    const records: { id: string }[] = await db.query(`SELECT id FROM invoice_emails`);
    expect(records).toHaveLength(TOTAL);
    expect(deliveriesPerRecord(smtp)).toEqual(
      Object.fromEntries(records.map((record) => [record.id, 1])),
    );
  }, 120_000);
});
