import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** The test's own connection, holding an invoice's row lock as a stuck request would. */
async function holdRowLock(invoiceId: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [invoiceId]);
  // Ends itself after 20 s even if the test fails before releasing it.
  const timer = setTimeout(() => void client.query('ROLLBACK').finally(() => client.end()), 20_000);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearTimeout(timer);
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

type Answer = { status: number; code?: string; retryAfter: string | null; ms: number };

describe('database waits are bounded', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const locks: { release(): Promise<void> }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.release()));
  });
  afterAll(async () => {
    await app.close();
  });

  async function call(
    user: TestUser,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const started = Date.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { [user.auth[0]]: user.auth[1], 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { code?: string };
    return {
      status: response.status,
      code: json.code,
      retryAfter: response.headers.get('retry-after'),
      ms: Date.now() - started,
    };
  }

  const save = (user: TestUser, id: string) =>
    call(user, 'PUT', `/api/invoices/${id}`, { invoice: sampleInvoice({ notes: 'edited' }) });

  it('answers a save of a row locked elsewhere with 503 DATABASE_BUSY within 10 s', async () => {
    const user = await createTestUser(app);
    const invoice = await createInvoice(app, user);
    locks.push(await holdRowLock(invoice.id));

    const answer = await save(user, invoice.id);

    expect(answer).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(10_000);
    // Once the lock is gone the same save goes through.
    await locks[0]!.release();
    expect(await save(user, invoice.id)).toMatchObject({ status: 200 });
  }, 30_000);

  it("keeps serving other users while 13 of one user's saves wait on a locked row", async () => {
    const stuck = await createTestUser(app, 'stuck');
    const invoice = await createInvoice(app, stuck);
    const others = [await createTestUser(app, 'anna'), await createTestUser(app, 'ben')];
    await createInvoice(app, others[0]!);
    locks.push(await holdRowLock(invoice.id));

    const waiting = Array.from({ length: 13 }, () => save(stuck, invoice.id));
    // Let them reach the server and the lock (and fill the pool, were nothing to stop it).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const round of [1, 2, 3]) {
      for (const other of others) {
        const answers = await Promise.all([
          call(other, 'GET', '/api/invoices'),
          call(other, 'GET', '/api/auth/me'),
        ]);
        for (const answer of answers) {
          expect({ round, status: answer.status, fast: answer.ms < 2_000 }).toEqual({
            round,
            status: 200,
            fast: true,
          });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }

    // The stuck user's saves each end with the coded 503, none with a 500 or a 20 s wait.
    const answers = await Promise.all(waiting);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });
      expect(answer.retryAfter).not.toBeNull();
    }
  }, 60_000);
});
