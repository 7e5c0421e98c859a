import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SignJWT } from 'jose';
import request from 'supertest';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AccessTokensService,
} from '../src/common/auth/access-tokens.service.js';
import { repositoryRoot } from './support/paths.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser } from './support/users.js';

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> } };

/** Every route Nest registered, as `METHOD /path/{param}` (the allowlist's spelling). */
function registeredRoutes(
  app: NestExpressApplication,
): { name: string; path: string; method: string }[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } }).router;
  return router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => ({
          method,
          path: layer.route!.path,
          name: `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`,
        }))
      : [],
  );
}

describe('every route not marked @Public()', () => {
  let app: NestExpressApplication;
  const allowlist = JSON.parse(
    readFileSync(path.join(repositoryRoot, 'backend/src/openapi/public-operations.json'), 'utf8'),
  ) as string[];

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // Swagger UI and its JSON (/api/docs) are public documentation by design, mounted outside Nest.
  const guarded = () =>
    registeredRoutes(app).filter(
      (route) => !allowlist.includes(route.name) && !route.path.startsWith('/api/docs'),
    );

  it('is found in the router (the list is not empty)', () => {
    expect(guarded().map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'GET /api/companies/{id}',
        'GET /api/user/admin-status',
      ]),
    );
  });

  it('answers 401 without a token, with an expired one and with a forged one', async () => {
    const user = await createTestUser(app);
    const expired = await app
      .get(AccessTokensService)
      .issue(user, new Date(Date.now() - (ACCESS_TOKEN_LIFETIME_SECONDS + 5) * 1000));
    const forged = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-secret-'.repeat(3)));
    for (const route of guarded()) {
      const url = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const token of [null, expired, forged]) {
        const call = request(app.getHttpServer())[route.method as 'get'](url);
        const response = await (token ? call.set('Authorization', `Bearer ${token}`) : call);
        expect([
          route.name,
          token === null ? 'none' : token === expired ? 'expired' : 'forged',
          response.status,
        ]).toEqual([
          route.name,
          token === null ? 'none' : token === expired ? 'expired' : 'forged',
          401,
        ]);
      }
    }
  });
});
