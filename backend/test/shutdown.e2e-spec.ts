import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { nodeVersionProblem } from '../src/node-version.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { type Instance, startInstance } from './support/instances.js';
import { createOwnDatabase } from './support/own-database.js';
import { repositoryRoot } from './support/paths.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The built backend as production runs it, stopped with SIGTERM while requests are under way:
 * the test holds the invoices' rows, so the PUTs wait inside their transactions until it lets go.
 */

const AUTH_SECRET = 'shutdown-e2e-secret-0123456789abcdef0123';
// Access tokens name the address they were issued for: the test's app and the instances share it.
const PUBLIC_URL = 'http://invoicing.test';
const IN_FLIGHT = 3;

type Answer = { status: number; connection: string | null; body: Record<string, unknown> };

/** A request on a connection of its own (no keep-alive pool): what a new client would see. */
function freshGet(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }));
  });
}

describe('graceful shutdown of the built backend', () => {
  let database: Awaited<ReturnType<typeof createOwnDatabase>>;
  let app: NestExpressApplication;
  let dataDir: string;
  let user: TestUser;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('shutdown');
    // The test's own app makes the user and invoices, and reads them back afterwards.
    app = await createTestApp({ env: { DATABASE_URL: database.url, AUTH_SECRET, PUBLIC_URL } });
    user = await createTestUser(app, 'shutdown');
    dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
    env = {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      PUBLIC_URL,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SCHEDULED_WORK: 'false',
      // The shutdown's own lines show when it began and how it ended.
      LOG_LEVEL: 'info',
    };
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const start = async (extra: Record<string, string> = {}) => {
    const instance = await startInstance({ ...env, ...extra });
    instances.push(instance);
    return instance;
  };

  const waitUntil = async (what: string, check: () => Promise<boolean>, instance: Instance) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}:\n${instance.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Holds the rows of the invoices in a transaction of the test's own until `release`. */
  const holdInvoices = async (ids: string[]) => {
    const holder = new pg.Client({ connectionString: database.url });
    // Outside any transaction: one sees pg_stat_activity as it was when the transaction began.
    const observer = new pg.Client({ connectionString: database.url });
    await Promise.all([holder.connect(), observer.connect()]);
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM invoices WHERE id = ANY($1) FOR UPDATE', [ids]);
    const waiting = async () => {
      const rows = await observer.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows.rows[0]!.count;
    };
    return {
      waiting,
      async release() {
        await holder.query('COMMIT');
        await Promise.all([holder.end(), observer.end()]);
      },
    };
  };

  const put = async (baseUrl: string, id: string, notes: string): Promise<Answer> => {
    const response = await fetch(`${baseUrl}/api/invoices/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ invoice: sampleInvoice({ notes }) }),
    });
    return {
      status: response.status,
      connection: response.headers.get('connection'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  const shutdownBegan = (instance: Instance) => async () =>
    instance.output.join('').includes('Shutting down');

  it('finishes the requests under way, refuses new ones and exits 0 with their changes committed', async () => {
    const invoices = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () => createInvoice(app, user)),
    );
    const instance = await start({ SHUTDOWN_TIMEOUT_SECONDS: '120' });
    const hold = await holdInvoices(invoices.map((invoice) => invoice.id));
    const answers = invoices.map((invoice, n) =>
      put(instance.baseUrl, invoice.id, `Changed during shutdown ${n}`),
    );
    try {
      await waitUntil(
        'the PUTs wait for the rows',
        async () => (await hold.waiting()) === IN_FLIGHT,
        instance,
      );

      process.kill(instance.pid, 'SIGTERM');
      await waitUntil('the shutdown begins', shutdownBegan(instance), instance);
      // A second signal (a terminal sends one, npm another) does not cut the stop short.
      process.kill(instance.pid, 'SIGINT');

      // A new client is turned away: no listener any more, or readiness saying why.
      const late = await freshGet(`${instance.baseUrl}/api/health`);
      if ('error' in late) {
        expect(['ECONNREFUSED', 'ECONNRESET']).toContain(late.error);
      } else {
        expect(late.status).toBe(503);
        expect(JSON.parse(late.body)).toMatchObject({ status: 'shutting-down' });
      }
    } finally {
      // Soon: PostgreSQL's lock_timeout (3 s) would end the PUTs' wait with DATABASE_BUSY.
      await hold.release();
    }

    for (const [n, answer] of (await Promise.all(answers)).entries()) {
      expect(answer).toMatchObject({
        status: 200,
        connection: 'close',
        body: { notes: `Changed during shutdown ${n}` },
      });
    }
    expect(await instance.exitCode).toBe(0);
    expect(instance.output.join('')).toContain('Shut down');

    for (const [n, invoice] of invoices.entries()) {
      const stored = await request(app.getHttpServer())
        .get(`/api/invoices/${invoice.id}`)
        .set(...user.auth)
        .expect(200);
      expect(stored.body.notes).toBe(`Changed during shutdown ${n}`);
    }
  }, 90_000);

  it('exits 0 at once when idle', async () => {
    const instance = await start();
    // Exit 0 says the stop finished before its deadline (25 s by default), which exits 1.
    process.kill(instance.pid, 'SIGTERM');
    expect(await instance.exitCode).toBe(0);
  }, 60_000);

  it('cuts the connections left at SHUTDOWN_TIMEOUT_SECONDS and exits 1 saying so', async () => {
    const invoice = await createInvoice(app, user);
    const instance = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const hold = await holdInvoices([invoice.id]);
    const answer = put(instance.baseUrl, invoice.id, 'Never saved').then(
      () => 'answered',
      () => 'cut off',
    );
    try {
      await waitUntil(
        'the PUT waits for the row',
        async () => (await hold.waiting()) === 1,
        instance,
      );
      process.kill(instance.pid, 'SIGTERM');
      expect(await instance.exitCode).toBe(1);
      expect(await answer).toBe('cut off');
      expect(instance.output.join('')).toContain('Shutdown did not finish within');
    } finally {
      await hold.release();
    }
  }, 60_000);
});

// The machine's own Node when it is another one (Debian's is 20): the entry must not load the
// app, whose imports fail there with errors that name neither Node nor the fix. Without another
// Node on the machine the test is reported as skipped (node-version.spec.ts covers the check).
const otherNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (node) => existsSync(node) && !String(spawnSync(node, ['--version']).stdout).startsWith('v24.'),
);
const withOtherNode = otherNode === undefined ? it.skip : it;

describe('the built backend on another Node.js', () => {
  withOtherNode('says which Node it needs and how to run it, and exits 1', () => {
    const other = otherNode!;
    const version = String(spawnSync(other, ['--version']).stdout)
      .trim()
      .slice(1);
    const run = spawnSync(other, [path.join(repositoryRoot, 'backend/dist/main.js')], {
      // Should the check be missing, the app fails fast on a database nobody listens on
      // instead of starting one of its own.
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(nodeVersionProblem(version));
  });
});
