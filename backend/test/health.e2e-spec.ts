import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  describe('with a reachable database and Redis', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp(
        process.env.REDIS_URL ? { env: { REDIS_URL: process.env.REDIS_URL } } : {},
      );
    });
    afterAll(async () => {
      await app.close();
    });

    it('reports every configured dependency up', async () => {
      const response = await request(app.getHttpServer()).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'ok',
        database: { status: 'up' },
        preview: false,
      });
      if (process.env.REDIS_URL) expect(response.body.redis).toEqual({ status: 'up' });
      else expect(response.body.redis).toBeUndefined();
    });
  });

  describe('with Redis configured but unreachable', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp({
        env: { REDIS_URL: 'redis://user:s3cret@127.0.0.1:1/0', PREVIEW_ENVIRONMENT: 'true' },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers 503 and says which dependency is down without echoing credentials', async () => {
      const response = await request(app.getHttpServer()).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        redis: { status: 'down' },
        preview: true,
      });
      expect(JSON.stringify(response.body)).not.toContain('s3cret');
    });
  });
});
