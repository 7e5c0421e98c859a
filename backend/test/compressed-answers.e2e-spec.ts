import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** JSON answers above 1 KB go out compressed when the client accepts it (issue 30, item 9). */
describe('compressed answers', () => {
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createTestUser(app, 'compressed');
    for (let n = 0; n < 5; n += 1) await createInvoice(app, user);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (encoding?: string) => {
    const call = request(app.getHttpServer())
      .get('/api/invoices')
      .set(...user.auth);
    return encoding === undefined ? call : call.set('Accept-Encoding', encoding);
  };

  it.each(['gzip', 'br'])('sends a list as %s, and it reads as the same JSON', async (encoding) => {
    const plain = await list('identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    const packed = await list(encoding).expect(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(packed.body).toEqual(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const health = await request(app.getHttpServer())
      .get('/api/health')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(Number(health.headers['content-length'])).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
