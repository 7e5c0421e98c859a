import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { type HostileLogo, REFUSED_BY_CONTENT, REFUSED_BY_TIME } from './support/hostile-logos.js';
import { type Instance, startInstance } from './support/instances.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * A hostile logo must never stall the API. The backend runs as production runs it, in its own
 * process (the point is its event loop and its libuv thread pool, which `jose` needs for every
 * token check), while hostile SVGs upload at once; signed-in calls keep answering.
 */

const AUTH_SECRET = 'hostile-logos-test-secret-0123456789abcdef';
const RENDER_TIMEOUT_SECONDS = 1;
/** What the issue asks: answers within 200 ms while logos are processed. */
const LATENCY_BOUND_MS = 200;

const upload = async (instance: Instance, user: TestUser, svg: string, name = 'logo.svg') => {
  const form = new FormData();
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), name);
  const started = Date.now();
  const response = await fetch(`${instance.baseUrl}/api/logo/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, body, ms: Date.now() - started };
};

/** Milliseconds of each answer, asked one after the other until `until` settles. */
async function poll(instance: Instance, user: TestUser, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: { path: string; ms: number; status: number }[] = [];
  while (!done) {
    for (const [route, headers] of [
      ['/api/health', {}],
      ['/api/auth/me', { Authorization: `Bearer ${user.token}` }],
    ] as const) {
      const started = performance.now();
      const response = await fetch(`${instance.baseUrl}${route}`, { headers });
      await response.arrayBuffer();
      latencies.push({ path: route, ms: performance.now() - started, status: response.status });
    }
  }
  return latencies;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

describe('hostile logos', () => {
  let app: NestExpressApplication;
  let instance: Instance;
  let dataDir: string;
  let user: TestUser;

  beforeAll(async () => {
    // Tokens are issued by the test's own app and checked by the instance: same secret, issuer.
    const shared = {
      AUTH_SECRET,
      PUBLIC_URL: 'http://127.0.0.1:9',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000',
    };
    app = await createTestApp({ env: shared });
    user = await createTestUser(app, 'hostile-logos');
    dataDir = await mkdtemp(path.join(tmpdir(), 'hostile-logos-'));
    instance = await startInstance({
      ...shared,
      NODE_ENV: 'development',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      DATA_DIR: dataDir,
      SCHEDULED_WORK: 'false',
      LOGO_RENDER_TIMEOUT_SECONDS: String(RENDER_TIMEOUT_SECONDS),
    });
  }, 60_000);

  afterAll(async () => {
    await instance?.stop();
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps /api/health and /api/auth/me answering fast while hostile SVGs upload at once', async () => {
    const hostile = [...REFUSED_BY_CONTENT.slice(0, 1), ...REFUSED_BY_CONTENT, ...REFUSED_BY_TIME];
    // The reported attack: the feMorphology file four times at once, and every variant beside it.
    const uploads = Promise.all(
      [...REFUSED_BY_CONTENT.slice(0, 1), ...REFUSED_BY_CONTENT.slice(0, 1), ...hostile].map(
        (logo) => upload(instance, user, logo.svg),
      ),
    );
    const latencies = await poll(instance, user, uploads);
    const answers = await uploads;

    // Refused by their content (400) or because too many wait already (429), each in bounded time.
    for (const answer of answers) {
      expect([400, 429]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(30_000);
    }
    expect(answers.filter((answer) => answer.status === 400).length).toBeGreaterThan(0);

    expect(latencies.every((latency) => latency.status === 200)).toBe(true);
    const ms = latencies.map((latency) => latency.ms);
    const figures = { count: ms.length, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
    console.log(`health and me during hostile uploads: ${JSON.stringify(figures)} ms`);
    expect(ms.length).toBeGreaterThanOrEqual(10);
    // p95 rather than the maximum: other work on this shared 2-core machine (and a GC) may delay
    // a single answer; a starved thread pool delays all of them by seconds.
    expect(figures.p95).toBeLessThan(LATENCY_BOUND_MS);
  }, 120_000);

  it.each(REFUSED_BY_CONTENT.map((logo): [string, HostileLogo] => [logo.name, logo]))(
    'refuses %s with a 400 that says why',
    async (_name, logo) => {
      // Through the test's own app, whose time limit is the default 10 s: these files are refused
      // for what they contain, and reading them (about 100 ms) in the render process, which runs
      // at a lower priority, can take more than the instance's 1 s while CI loads both cores.
      const started = Date.now();
      const response = await request(app.getHttpServer())
        .post('/api/logo/upload')
        .set('Authorization', `Bearer ${user.token}`)
        .attach('file', Buffer.from(logo.svg), {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
        });
      const answer = { status: response.status, body: response.body, ms: Date.now() - started };
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(logo.refusal),
        fields: [{ field: 'file', message: expect.stringMatching(logo.refusal) }],
      });
      expect(answer.ms).toBeLessThan(10_000);
    },
  );

  it.each(REFUSED_BY_TIME.map((logo): [string, HostileLogo] => [logo.name, logo]))(
    'stops drawing %s at the time limit, refuses it, and draws the next logo',
    async (_name, logo) => {
      const answer = await upload(instance, user, logo.svg);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(logo.refusal);
      expect(answer.ms).toBeLessThan(RENDER_TIMEOUT_SECONDS * 1000 + 10_000);

      // The killed render process is replaced: a legitimate logo goes through.
      const png = await sharp({
        create: { width: 60, height: 30, channels: 3, background: '#0a5' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      const next = await fetch(`${instance.baseUrl}/api/logo/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}` },
        body: form,
      });
      expect(next.status).toBe(201);
    },
    30_000,
  );

  it('stops promptly on SIGTERM while a logo is being drawn', async () => {
    // The client may get an answer or a closed connection; either way it is not left hanging.
    const drawing = upload(instance, user, REFUSED_BY_TIME[1].svg).catch(() => null);
    // Long enough for the upload to reach the render process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await instance.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    await drawing;
  }, 30_000);
});
