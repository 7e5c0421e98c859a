import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { parse } from 'yaml';
import { repositoryRoot } from './support/paths.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * The statuses openapi-conventions.ts lists on every route (413 and 415 where a body is taken,
 * 429 with the rate-limit headers) are what the server really answers, in the error shape.
 */
type Operation = { requestBody?: { content: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

const document = parse(readFileSync(path.join(repositoryRoot, 'openapi.yaml'), 'utf8')) as Document;
const withBody = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.requestBody !== undefined)
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${route}`,
      method: method as 'post' | 'put' | 'patch',
      // Any id will do: bodies are read (and refused) before routing.
      url: route.replace(/\{[^}]+\}/g, 'V1StGXR8_Z5jdHi6B-myT'),
      types: Object.keys(operation.requestBody!.content),
    })),
);
const jsonRoutes = withBody.filter(({ types }) =>
  types.some((type) => type === 'application/json' || type === 'multipart/form-data'),
);
const formRoutes = withBody.filter(({ types }) =>
  types.includes('application/x-www-form-urlencoded'),
);

let app: NestExpressApplication;
// A second app with a per-user allowance of 3 a minute, to meet the limit quickly.
let limited: NestExpressApplication;
let user: TestUser;
const call = (route: { method: 'post' | 'put' | 'patch'; url: string }) =>
  request(app.getHttpServer())[route.method](route.url);

beforeAll(async () => {
  app = await createTestApp();
  limited = await createTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: '3' } });
  user = await createTestUser(limited, 'statuses');
});
afterAll(async () => {
  await app.close();
  await limited.close();
});

describe('the statuses the contract lists', () => {
  it('has routes of each kind to try', () => {
    expect(jsonRoutes.length).toBeGreaterThan(10);
    expect(formRoutes.length).toBeGreaterThan(0);
  });

  it.each(jsonRoutes.map((route) => [route.name, route] as const))(
    '%s answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE',
    async (_name, route) => {
      const response = await call(route).set('Content-Type', 'text/plain').send('invoice=1');
      expect(response.status).toBe(415);
      expect(response.type).toBe('application/json');
      expect(response.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it.each(jsonRoutes.map((route) => [route.name, route] as const))(
    '%s answers a JSON body over 1 MB with 413 PAYLOAD_TOO_LARGE',
    async (_name, route) => {
      const response = await call(route)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ notes: 'x'.repeat(1024 * 1024 + 1) }));
      expect(response.status).toBe(413);
      expect(response.type).toBe('application/json');
      expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    },
  );

  it.each(formRoutes.map((route) => [route.name, route] as const))(
    '%s answers a form over its limit with 413 PAYLOAD_TOO_LARGE',
    async (_name, route) => {
      const response = await call(route)
        .type('form')
        .send(`id=tr_${'x'.repeat(5000)}`);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    },
  );

  it('answers 429 RATE_LIMITED with Retry-After, RateLimit and RateLimit-Policy', async () => {
    const get = () =>
      request(limited.getHttpServer())
        .get('/api/invoices')
        .set(...user.auth);
    for (let i = 0; i < 3; i += 1) {
      const allowed = await get();
      expect(allowed.status).toBe(200);
      expect(allowed.headers['ratelimit-policy']).toMatch(/q=3/);
    }
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/r=0/);
    expect(refused.headers['ratelimit-policy']).toMatch(/w=60/);
  });
});
