import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { requestFingerprint } from '../src/common/idempotency/idempotency-request.js';
import { IdempotencySweepService } from '../src/common/idempotency/idempotency-sweep.service.js';
import { emails, settled } from './support/emails.js';
import { createInvoice, sampleInvoice } from './support/invoices.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const bakery = { name: 'Bakkerij Jansen', city: 'Utrecht' };

type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, string> };

describe('Idempotency-Key on creates and sends', () => {
  let smtp: TestSmtpServer;
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    user = await createTestUser(app, 'idempotency');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const post = (
    path: string,
    body: object,
    key: string | undefined,
    auth: [string, string] = user.auth,
  ): Promise<Answer> => {
    const call = request(app.getHttpServer())
      .post(path)
      .set(...auth);
    if (key !== undefined) call.set('Idempotency-Key', key);
    return call.send(body) as unknown as Promise<Answer>;
  };
  const countRows = async (sql: string, parameters: unknown[]): Promise<number> => {
    const [row] = (await app.get(DataSource).query(sql, parameters)) as [{ count: number }];
    return row.count;
  };
  const companiesNamed = (owner: TestUser, name: string) =>
    countRows(`SELECT count(*)::int AS count FROM companies WHERE user_id = $1 AND name = $2`, [
      owner.id,
      name,
    ]);

  it('answers a repeated create with the first answer, marked replayed, and creates once', async () => {
    const owner = await createTestUser(app, 'idempotency-replay');
    const key = randomUUID();
    const body = { invoice: sampleInvoice() };
    const first = await post('/api/invoices', body, key, owner.auth);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post('/api/invoices', body, key, owner.auth);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toEqual(first.body);
    const stored = await countRows(
      `SELECT count(*)::int AS count FROM invoices WHERE user_id = $1`,
      [owner.id],
    );
    expect(stored).toBe(1);
  });

  it('takes the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const name = `Order ${key}`;
    const first = await post('/api/companies', { company: { name, city: 'Utrecht' } }, key);
    const again = await post('/api/companies', { company: { city: 'Utrecht', name } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await companiesNamed(user, name)).toBe(1);
  });

  it('refuses the key with another body or on another route with 422, doing nothing', async () => {
    const key = randomUUID();
    const name = `Reused ${key}`;
    expect((await post('/api/companies', { company: { name } }, key)).status).toBe(201);

    const otherBody = await post('/api/companies', { company: { name: `${name} 2` } }, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringContaining('another request'),
    });
    const otherRoute = await post('/api/invoices', { invoice: sampleInvoice() }, key);
    expect(otherRoute.status).toBe(422);
    expect(otherRoute.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await companiesNamed(user, `${name} 2`)).toBe(0);
  });

  it("keeps keys per user: another user's same key and body is a request of its own", async () => {
    const other = await createTestUser(app, 'idempotency-other');
    const key = randomUUID();
    const body = { company: { name: `Per user ${key}` } };
    const mine = await post('/api/companies', body, key);
    const theirs = await post('/api/companies', body, key, other.auth);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await companiesNamed(other, `Per user ${key}`)).toBe(1);
  });

  it('works the same with a personal access token, whose new secret a replay answers again', async () => {
    const key = randomUUID();
    const body = { token: { name: `Token ${key}`, scope: 'write' } };
    const created = await post('/api/user/tokens', body, key);
    const again = await post('/api/user/tokens', body, key);
    expect(created.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(created.body);
    const tokens = await countRows(
      `SELECT count(*)::int AS count FROM personal_access_tokens WHERE user_id = $1 AND name = $2`,
      [user.id, `Token ${key}`],
    );
    expect(tokens).toBe(1);
    // Stored sealed: the secret shown once is nowhere in the table in clear.
    const clear = await countRows(
      `SELECT count(*)::int AS count FROM idempotency_keys WHERE body_sealed LIKE '%' || $1 || '%'`,
      [created.body.secret],
    );
    expect(clear).toBe(0);

    const bearer: [string, string] = ['Authorization', `Bearer ${String(created.body.secret)}`];
    const companyKey = randomUUID();
    const company = { company: { name: `Via token ${companyKey}` } };
    const first = await post('/api/companies', company, companyKey, bearer);
    const replayed = await post('/api/companies', company, companyKey, bearer);
    expect(first.status).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);
  });

  it('sends one e-mail when the same send arrives twice at once', async () => {
    const invoice = await createInvoice(app, user);
    const recipientEmail = `once-${randomUUID()}@example.test`;
    const body = { recipientEmail, customMessage: '', locale: 'en' };
    const key = randomUUID();
    const answers = await Promise.all([
      post(`/api/invoices/${invoice.id}/send-email`, body, key),
      post(`/api/invoices/${invoice.id}/send-email`, body, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(
      answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(1);

    const records = await settled(app, user, invoice.id);
    expect(records).toHaveLength(1);
    expect(records[0]!.status).toBe('sent');
    const delivered = smtp.delivered.filter((mail) =>
      mail.parsed.to && !Array.isArray(mail.parsed.to)
        ? mail.parsed.to.value.some((address) => address.address === recipientEmail)
        : false,
    );
    expect(delivered).toHaveLength(1);

    // A later repeat still sends nothing; a new key is a new send.
    const later = await post(`/api/invoices/${invoice.id}/send-email`, body, key);
    expect(later.status).toBe(202);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await emails(app, user, invoice.id)).toHaveLength(1);
    const fresh = await post(`/api/invoices/${invoice.id}/send-email`, body, randomUUID());
    expect(fresh.status).toBe(202);
    expect(await emails(app, user, invoice.id)).toHaveLength(2);
  });

  it('keeps nothing for an error answer: the key may be sent again with the request fixed', async () => {
    const key = randomUUID();
    const refused = await post('/api/companies', { company: { name: '' } }, key);
    expect(refused.status).toBe(400);
    const name = `Fixed ${key}`;
    const fixed = await post('/api/companies', { company: { name } }, key);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'café'],
  ])('refuses a key that is %s with 400 naming the header, doing nothing', async (_what, key) => {
    const name = `Bad key ${randomUUID()}`;
    const answer = await post('/api/companies', { company: { name } }, key);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'Idempotency-Key', message: expect.any(String) }],
    });
    expect(await companiesNamed(user, name)).toBe(0);
  });

  describe('a claim whose request is still running or was abandoned', () => {
    /** A claim as a request that is still running (or whose instance died) leaves it. */
    const claimInProgress = async (key: string, body: object, ageSeconds: number) => {
      await app.get(DataSource).query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, state, claim_token, created_at)
         VALUES ($1, $2, $3, 'in_progress', $4, now() - make_interval(secs => $5))`,
        [
          user.id,
          key,
          requestFingerprint('POST', '/api/companies', body),
          randomUUID(),
          ageSeconds,
        ],
      );
    };

    it('makes a repeat wait a bounded while, then answers 409 with Retry-After', async () => {
      const key = randomUUID();
      const body = { company: { name: `Running ${key}` } };
      await claimInProgress(key, body, 0);
      const started = Date.now();
      const answer = await post('/api/companies', body, key);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      expect(answer.headers['retry-after']).toBe('1');
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(await companiesNamed(user, `Running ${key}`)).toBe(0);
    }, 15_000);

    it('takes over a claim older than a minute: the request is done once', async () => {
      const key = randomUUID();
      const body = { company: { name: `Abandoned ${key}` } };
      await claimInProgress(key, body, 120);
      const answer = await post('/api/companies', body, key);
      expect(answer.status).toBe(201);
      const again = await post('/api/companies', body, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await companiesNamed(user, `Abandoned ${key}`)).toBe(1);
    });
  });

  it('forgets keys after their retention: the sweep deletes them, the key is new again', async () => {
    const key = randomUUID();
    const expired = await post('/api/companies', { company: { name: `Old ${key}` } }, key);
    expect(expired.status).toBe(201);
    const keptKey = randomUUID();
    await post('/api/companies', { company: { name: `Kept ${keptKey}` } }, keptKey);
    await app
      .get(DataSource)
      .query(
        `UPDATE idempotency_keys SET created_at = now() - interval '26 hours' WHERE user_id = $1 AND key = $2`,
        [user.id, key],
      );

    await app.get(IdempotencySweepService).runOnce();

    const left = await countRows(
      `SELECT count(*)::int AS count FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2)`,
      [user.id, [key, keptKey]],
    );
    expect(left).toBe(1);
    const reused = await post('/api/companies', { company: { name: `New ${key}` } }, key);
    expect(reused.status).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('company ids made by the client', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app, 'company-ids');
  });
  afterAll(async () => {
    await app?.close();
  });

  const create = (owner: TestUser, company: object) =>
    request(app.getHttpServer())
      .post('/api/companies')
      .set(...owner.auth)
      .send({ company });

  it('stores the company under its id, and answers a repeat with the stored one unchanged', async () => {
    const id = randomUUID();
    const created = await create(user, { ...bakery, id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...bakery, id, version: 1 });

    const repeated = await create(user, { ...bakery, name: 'Another name', id });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(created.body);
    expect(repeated.headers.etag).toBe('"1"');
    const stored = await request(app.getHttpServer())
      .get(`/api/companies/${id}`)
      .set(...user.auth)
      .expect(200);
    expect(stored.body).toEqual(created.body);
  });

  it("answers another user's id with 409, showing nothing of their company", async () => {
    const id = randomUUID();
    await create(user, { ...bakery, id }).expect(201);
    const other = await createTestUser(app, 'company-ids-other');
    const refused = await create(other, { name: 'Mine', id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'company.id', message: 'is already in use' }],
    });
    expect(JSON.stringify(refused.body)).not.toContain(bakery.name);
  });

  it('refuses an id that is not a UUID with 400 naming the field', async () => {
    const refused = await create(user, { ...bakery, id: 'not-a-uuid' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'company.id' })]);
  });

  it('still makes the id itself without one', async () => {
    const created = await create(user, bakery);
    expect(created.status).toBe(201);
    expect(created.body.id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });
});
