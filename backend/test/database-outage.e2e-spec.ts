import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { freePort } from '../src/common/net/free-port.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { sampleInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Answer = {
  startedAt: number;
  status: number;
  code?: string;
  id?: string;
  retryAfter: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL of the suite's own, so stopping it troubles no other suite. */
describe('an unavailable database', () => {
  let dataDir: string;
  let port: number;
  let database: EmbeddedDatabase | undefined;
  let app: NestExpressApplication;
  let baseUrl: string;
  let user: TestUser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'database-outage-'));
    port = await freePort();
    database = await startEmbeddedPostgres(dataDir, undefined, port);
    app = await createTestApp({ env: { DATABASE_URL: database.url } });
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
    user = await createTestUser(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function write(note: string): Promise<Answer> {
    const startedAt = Date.now();
    const response = await fetch(`${baseUrl}/api/invoices`, {
      method: 'POST',
      headers: { [user.auth[0]]: user.auth[1], 'content-type': 'application/json' },
      body: JSON.stringify({ invoice: sampleInvoice({ notes: note }) }),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string; id?: string };
    return {
      startedAt,
      status: response.status,
      code: body.code,
      id: body.id,
      retryAfter: response.headers.get('retry-after'),
    };
  }

  const health = async () => (await fetch(`${baseUrl}/api/health`)).status;

  it('answers 503 with Retry-After while it is down, loses no acknowledged write and recovers', async () => {
    const answers: Answer[] = [];
    let writing = true;
    // Two clients saving every 200 ms: a light load of writes across the outage.
    const writers = [0, 1].map(async (writer) => {
      for (let n = 0; writing; n += 1) {
        answers.push(await write(`writer ${writer} save ${n}`));
        await sleep(200);
      }
    });

    await sleep(2_000);
    await database!.stop();
    const down = Date.now();
    await sleep(3_000);
    const healthWhileDown = await health();
    await sleep(7_000);
    database = await startEmbeddedPostgres(dataDir, undefined, port);
    const back = Date.now();
    await sleep(5_000);
    writing = false;
    await Promise.all(writers);

    // Never a 500: saved, or refused as retryable with a stated wait.
    for (const answer of answers) {
      if (answer.status === 201) continue;
      expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const duringOutage = answers.filter(
      (answer) => answer.startedAt > down + 500 && answer.startedAt < back - 500,
    );
    expect(duringOutage.length).toBeGreaterThan(5);
    expect(duringOutage.every((answer) => answer.status === 503)).toBe(true);
    expect(healthWhileDown).toBe(503);

    // Every save acknowledged with 201 is in the database, outage or not.
    const saved = answers.filter((answer) => answer.status === 201).map((answer) => answer.id);
    expect(saved.length).toBeGreaterThan(5);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const found = await client.query('SELECT id FROM invoices WHERE id = ANY($1)', [saved]);
      expect(found.rowCount).toBe(saved.length);
    } finally {
      await client.end();
    }

    // Normal answers are back within 2 s of the database's return.
    const afterReturn = answers.filter((answer) => answer.startedAt > back + 2_000);
    expect(afterReturn.length).toBeGreaterThan(3);
    expect(afterReturn.map((answer) => answer.status)).toEqual(afterReturn.map(() => 201));
    expect(await health()).toBe(200);
  }, 120_000);
});
