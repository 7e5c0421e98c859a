import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

type Line = {
  level: number;
  msg: string;
  req?: { id: number; method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: unknown;
};

/** pino's numbers for the levels a request line is written at. */
const INFO = 30;
const WARN = 40;

/**
 * One line per API request (common/logging/request-logger.ts): method, path without its query,
 * status and duration, at info, warn for a 4xx; nothing for the pages and files the backend
 * serves beside the API, nothing of headers or bodies.
 */
describe('the request log', () => {
  let app: NestExpressApplication;
  let user: TestUser;
  const lines: string[] = [];
  const requestLines = (): Line[] =>
    lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.req !== undefined);

  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: capture });
    user = await createTestUser(app, 'request-log');
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes a line when an answer is sent: method, path without the query, status, time', async () => {
    await request(app.getHttpServer())
      .get('/api/companies?limit=5&query=secret-search-words')
      .set(...user.auth)
      .expect(200);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { method: 'GET', path: '/api/companies' },
      res: { statusCode: 200 },
    });
    expect(line!.req!.id).toEqual(expect.any(Number));
    expect(line!.responseTime).toEqual(expect.any(Number));
    const written = lines.join('');
    expect(written).not.toContain('secret-search-words');
    expect(written).not.toContain(user.token);
  });

  it('gives each request its own id and a 4xx the warn level', async () => {
    await request(app.getHttpServer()).get('/api/auth/me').expect(401);
    await request(app.getHttpServer())
      .get('/api/invoices/no-such-invoice')
      .set(...user.auth)
      .expect(404);
    const [unauthenticated, missing] = requestLines();
    expect(unauthenticated).toMatchObject({ level: WARN, res: { statusCode: 401 } });
    expect(missing).toMatchObject({
      level: WARN,
      req: { method: 'GET', path: '/api/invoices/no-such-invoice' },
      res: { statusCode: 404 },
    });
    expect(missing!.req!.id).toBeGreaterThan(unauthenticated!.req!.id);
  });

  it('writes nothing for what is served beside the API', async () => {
    await request(app.getHttpServer()).get('/no-such-page.html');
    await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(requestLines().map((line) => line.req!.path)).toEqual(['/api/health']);
  });
});
