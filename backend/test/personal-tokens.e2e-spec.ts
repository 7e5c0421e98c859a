import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_PERSONAL_TOKENS } from '@app/contracts/settings';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Created = { token: { id: string; prefix: string; scope: string }; secret: string };

const bearer = (secret: string): [string, string] => ['Authorization', `Bearer ${secret}`];

async function createToken(
  app: NestExpressApplication,
  user: TestUser,
  scope: 'read' | 'write',
  name = `${scope} token`,
): Promise<Created> {
  const response = await request(app.getHttpServer())
    .post('/api/user/tokens')
    .set(...user.auth)
    .send({ token: { name, scope } });
  if (response.status !== 201) {
    throw new Error(
      `creating a token answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body as Created;
}

describe('personal access tokens', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let user: TestUser;
  let other: TestUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    });
    dataSource = app.get(DataSource);
    user = await createTestUser(app, 'tokens');
    other = await createTestUser(app, 'other');
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a token and shows its secret once: `pat_` and 32 random bytes', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/user/tokens')
      .set(...user.auth)
      .send({ token: { name: '  Bookkeeping export  ', scope: 'read' } })
      .expect(201);
    const { token, secret } = response.body as Created & {
      token: Record<string, unknown>;
    };
    expect(secret).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'Bookkeeping export',
      scope: 'read',
      prefix: secret.slice(0, 12),
      createdAt: expect.any(Number),
      lastUsedAt: null,
    });
    expect(Math.abs((token.createdAt as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const { token, secret } = await createToken(app, user, 'read');
    const rows = (await dataSource.query('SELECT * FROM personal_access_tokens WHERE id = $1', [
      token.id,
    ])) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(secret);
    expect(JSON.stringify(rows[0])).not.toContain(secret.slice(12));
  });

  it('lets a token read the user’s invoices, and a write token write', async () => {
    const invoice = await createInvoice(app, user);
    const { secret: reader } = await createToken(app, user, 'read');
    const listed = await request(app.getHttpServer())
      .get('/api/invoices')
      .set(...bearer(reader))
      .expect(200);
    expect(listed.body.invoices.map((row: { id: string }) => row.id)).toContain(invoice.id);
    await request(app.getHttpServer())
      .get(`/api/invoices/${invoice.id}`)
      .set(...bearer(reader))
      .expect(200);
    // Another user's invoice is as missing for the token as for its owner's sign-in.
    const foreign = await createInvoice(app, other);
    await request(app.getHttpServer())
      .get(`/api/invoices/${foreign.id}`)
      .set(...bearer(reader))
      .expect(404);

    const { secret: writer } = await createToken(app, user, 'write');
    const company = await request(app.getHttpServer())
      .post('/api/companies')
      .set(...bearer(writer))
      .send({ company: { name: 'Made by a program' } })
      .expect(201);
    await request(app.getHttpServer())
      .delete(`/api/companies/${company.body.id}`)
      .set(...bearer(writer))
      .expect(204);
  });

  it('refuses every write with a read token: 403 TOKEN_SCOPE, and nothing changes', async () => {
    const { secret } = await createToken(app, user, 'read');
    const company = await request(app.getHttpServer())
      .post('/api/companies')
      .set(...user.auth)
      .send({ company: { name: 'Keep me' } })
      .expect(201);
    const server = app.getHttpServer();
    const attempts = [
      request(server)
        .post('/api/companies')
        .send({ company: { name: 'Not allowed' } }),
      request(server)
        .put(`/api/companies/${company.body.id}`)
        .send({ company: { name: 'Changed' } }),
      request(server).delete(`/api/companies/${company.body.id}`),
      request(server).put('/api/user/settings').send({ settings: {} }),
    ];
    for (const attempt of attempts) {
      const response = await attempt.set(...bearer(secret));
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'TOKEN_SCOPE', statusCode: 403 });
      expect(response.body.message).toMatch(/only read/);
    }
    const stored = await request(server)
      .get(`/api/companies/${company.body.id}`)
      .set(...bearer(secret))
      .expect(200);
    expect(stored.body.name).toBe('Keep me');
    const names = await request(server)
      .get('/api/companies?limit=200')
      .set(...user.auth)
      .expect(200);
    expect(names.body.companies.map((row: { name: string }) => row.name)).not.toContain(
      'Not allowed',
    );
  });

  it('stops a revoked token at once: 401 on its next request', async () => {
    const { token, secret } = await createToken(app, user, 'write');
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    await request(app.getHttpServer())
      .delete(`/api/user/tokens/${token.id}`)
      .set(...user.auth)
      .expect(204);
    const refused = await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    const listed = await request(app.getHttpServer())
      .get('/api/user/tokens')
      .set(...user.auth)
      .expect(200);
    expect(listed.body.tokens.map((row: { id: string }) => row.id)).not.toContain(token.id);
  });

  it('refuses tokens that were never issued', async () => {
    for (const made of [
      `pat_${randomBytes(32).toString('base64url')}`,
      'pat_short',
      `pat_${'A'.repeat(43)}`,
    ]) {
      const response = await request(app.getHttpServer())
        .get('/api/companies')
        .set(...bearer(made));
      expect([made, response.status, response.body.code]).toEqual([made, 401, 'UNAUTHENTICATED']);
    }
  });

  it('answers another user’s token id like a missing one (404) and leaves it working', async () => {
    const { token, secret } = await createToken(app, other, 'read');
    for (const id of [token.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await request(app.getHttpServer())
        .delete(`/api/user/tokens/${id}`)
        .set(...user.auth);
      expect([id, response.status, response.body.code]).toEqual([id, 404, 'NOT_FOUND']);
    }
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    const mine = await request(app.getHttpServer())
      .get('/api/user/tokens')
      .set(...user.auth)
      .expect(200);
    expect(JSON.stringify(mine.body)).not.toContain(token.id);
  });

  it('never opens the admin routes to a token, even an admin’s own write token', async () => {
    const admin = await createTestUser(app, 'admin');
    await dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const { secret } = await createToken(app, admin, 'write');
    await request(app.getHttpServer())
      .get('/api/admin/users')
      .set(...admin.auth)
      .expect(200);
    for (const path of ['/api/admin/users', '/api/admin/email-queue']) {
      const response = await request(app.getHttpServer())
        .get(path)
        .set(...bearer(secret));
      expect([path, response.status, response.body.code]).toEqual([path, 403, 'TOKEN_NOT_ALLOWED']);
    }
  });

  it('keeps tokens off the token routes and the sign-in session', async () => {
    const { token, secret } = await createToken(app, user, 'write');
    const server = app.getHttpServer();
    const attempts = [
      request(server).get('/api/user/tokens'),
      request(server)
        .post('/api/user/tokens')
        .send({ token: { name: 'Minted', scope: 'write' } }),
      request(server).delete(`/api/user/tokens/${token.id}`),
      request(server).get('/api/auth/me'),
    ];
    for (const attempt of attempts) {
      const response = await attempt.set(...bearer(secret));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('TOKEN_NOT_ALLOWED');
    }
    // Still there, and it made no other.
    const listed = await request(server)
      .get('/api/user/tokens')
      .set(...user.auth)
      .expect(200);
    const names = listed.body.tokens.map((row: { name: string }) => row.name);
    expect(names).not.toContain('Minted');
    expect(listed.body.tokens.map((row: { id: string }) => row.id)).toContain(token.id);
  });

  it('lists tokens in the one list shape, newest first, without a secret or hash', async () => {
    const lister = await createTestUser(app, 'lister');
    const made: Created[] = [];
    for (const name of ['first', 'second', 'third'])
      made.push(await createToken(app, lister, 'read', name));
    const first = await request(app.getHttpServer())
      .get('/api/user/tokens?limit=2')
      .set(...lister.auth)
      .expect(200);
    expect(first.body).toMatchObject({
      total: 3,
      totalCapped: false,
      page: 1,
      limit: 2,
      hasMore: true,
      nextCursor: expect.any(String),
    });
    expect(first.body.tokens.map((row: { name: string }) => row.name)).toEqual(['third', 'second']);
    expect(Object.keys(first.body.tokens[0]).sort()).toEqual(
      ['createdAt', 'id', 'lastUsedAt', 'name', 'prefix', 'scope'].sort(),
    );
    const next = await request(app.getHttpServer())
      .get(`/api/user/tokens?limit=2&cursor=${first.body.nextCursor}`)
      .set(...lister.auth)
      .expect(200);
    expect(next.body.tokens.map((row: { name: string }) => row.name)).toEqual(['first']);
    expect(next.body).toMatchObject({ hasMore: false, nextCursor: null });
    const text = JSON.stringify([first.body, next.body]);
    for (const { secret } of made) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(createHash('sha256').update(secret).digest('hex'));
    }
  });

  it('records the last use, at most once a minute', async () => {
    const { token, secret } = await createToken(app, user, 'read');
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    const lastUsedOf = async () =>
      (
        (await dataSource.query(`SELECT last_used_at FROM personal_access_tokens WHERE id = $1`, [
          token.id,
        ])) as { last_used_at: Date | null }[]
      )[0]!.last_used_at;
    const firstUse = await lastUsedOf();
    expect(firstUse).toBeInstanceOf(Date);
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    expect(await lastUsedOf()).toEqual(firstUse);
    const listed = await request(app.getHttpServer())
      .get('/api/user/tokens')
      .set(...user.auth)
      .expect(200);
    const entry = listed.body.tokens.find((row: { id: string }) => row.id === token.id);
    expect(entry.lastUsedAt).toBe(Math.floor(firstUse!.getTime() / 1000));
    // A minute later the next use is recorded again.
    await dataSource.query(
      `UPDATE personal_access_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`,
      [token.id],
    );
    const before = await lastUsedOf();
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    expect((await lastUsedOf())!.getTime()).toBeGreaterThan(before!.getTime() + 60_000);
  });

  it('checks the name and the scope', async () => {
    const cases: [unknown, string][] = [
      [{ token: { name: '', scope: 'read' } }, 'token.name'],
      [{ token: { name: '   ', scope: 'read' } }, 'token.name'],
      [{ token: { name: 'x'.repeat(101), scope: 'read' } }, 'token.name'],
      [{ token: { name: 42, scope: 'read' } }, 'token.name'],
      [{ token: { name: 'Fine', scope: 'admin' } }, 'token.scope'],
      [{ token: { name: 'Fine' } }, 'token.scope'],
      [{ token: { name: 'Fine', scope: 'read', secret: 'pat_mine' } }, 'token.secret'],
      [{ name: 'Fine', scope: 'read' }, 'token'],
    ];
    for (const [body, field] of cases) {
      const response = await request(app.getHttpServer())
        .post('/api/user/tokens')
        .set(...user.auth)
        .send(body as object);
      expect([field, response.status, response.body.code]).toEqual([
        field,
        400,
        'VALIDATION_FAILED',
      ]);
      expect(response.body.fields.map((error: { field: string }) => error.field)).toContain(field);
    }
    const longest = await createToken(app, user, 'read', 'x'.repeat(100));
    expect(longest.token).toMatchObject({ scope: 'read' });
  });

  it(`allows at most ${MAX_PERSONAL_TOKENS} tokens, also when created all at once`, async () => {
    const busy = await createTestUser(app, 'busy');
    for (let i = 0; i < MAX_PERSONAL_TOKENS - 5; i++) await createToken(app, busy, 'read', `t${i}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(app.getHttpServer())
          .post('/api/user/tokens')
          .set(...busy.auth)
          .send({ token: { name: `race ${i}`, scope: 'read' } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('TOKEN_LIMIT_REACHED');
      expect(answer.body.message).toContain(`at most ${MAX_PERSONAL_TOKENS}`);
    }
    const listed = await request(app.getHttpServer())
      .get('/api/user/tokens')
      .set(...busy.auth)
      .expect(200);
    expect(listed.body.total).toBe(MAX_PERSONAL_TOKENS);
    // Revoking one makes room for one.
    await request(app.getHttpServer())
      .delete(`/api/user/tokens/${listed.body.tokens[0].id}`)
      .set(...busy.auth)
      .expect(204);
    await createToken(app, busy, 'write', 'room again');
  });

  it('dies with its user', async () => {
    const leaving = await createTestUser(app, 'leaving');
    const { secret } = await createToken(app, leaving, 'write');
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    await dataSource.query('DELETE FROM users WHERE id = $1', [leaving.id]);
    const refused = await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret));
    expect(refused.status).toBe(401);
    const rows = (await dataSource.query(
      'SELECT count(*)::int AS count FROM personal_access_tokens WHERE user_id = $1',
      [leaving.id],
    )) as { count: number }[];
    expect(rows[0]!.count).toBe(0);
  });

  it('never writes a secret to the log', async () => {
    const { secret } = await createToken(app, user, 'write');
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(secret))
      .expect(200);
    await request(app.getHttpServer())
      .post('/api/companies')
      .set(...bearer(secret))
      .send({ company: {} })
      .expect(400);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(12));
  });
});

describe('the rate limit of a personal access token', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_TOKEN_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts each token on its own, apart from its user’s sign-in', async () => {
    const user = await createTestUser(app, 'limited');
    const busy = await createToken(app, user, 'read', 'busy');
    const calm = await createToken(app, user, 'read', 'calm');
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await request(app.getHttpServer())
        .get('/api/companies')
        .set(...bearer(busy.secret));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['ratelimit-policy']).toMatch(/q=3/);
    expect(last!.headers.ratelimit).toMatch(/r=0/);
    await request(app.getHttpServer())
      .get('/api/companies')
      .set(...bearer(calm.secret))
      .expect(200);
    // The user's own sign-in keeps its allowance (RATE_LIMIT_API_PER_MINUTE).
    for (let i = 0; i < 5; i++) {
      await request(app.getHttpServer())
        .get('/api/companies')
        .set(...user.auth)
        .expect(200);
    }
  });
});
