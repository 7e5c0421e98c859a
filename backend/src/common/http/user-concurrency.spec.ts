import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { AccessTokensService } from '../auth/access-tokens.service.js';
import { userConcurrency } from './user-concurrency.js';

const LIMITS = { running: 2, queued: 8, queueWaitMs: 400 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every bearer token is the same user, known only after `verifyMs` (as a real check takes). */
function tokens(verifyMs: number): AccessTokensService {
  return {
    verify: async () => {
      await sleep(verifyMs);
      return { id: 'user-1', email: 'a@example.com', isAdmin: false };
    },
  } as unknown as AccessTokensService;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A real HTTP server with the cap in front of `/work`, which answers after `workMs`. */
async function serve(verifyMs: number, workMs: number): Promise<number> {
  const app = express();
  app.use(userConcurrency(tokens(verifyMs), LIMITS));
  app.get('/work', (request, response) => {
    setTimeout(() => response.json({ ok: true }), Number(request.query['ms'] ?? workMs));
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number): Promise<number> =>
  fetch(`http://127.0.0.1:${port}/work`, { headers: { authorization: 'Bearer t' } }).then(
    (response) => response.status,
  );

/** A request whose client hangs up after `afterMs`, before any answer. */
function abandoned(port: number, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/work',
      headers: { authorization: 'Bearer t' },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.end();
    setTimeout(() => request.destroy(), afterMs);
  });
}

describe('the per-user request cap', () => {
  it('runs at most `running` of a user’s requests at once and queues the rest', async () => {
    const port = await serve(0, 100);
    const started = Date.now();
    const statuses = await Promise.all([get(port), get(port), get(port), get(port)]);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // Two rounds of 100 ms, not one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('answers 503 to a request that waited longer than the queue allows', async () => {
    const port = await serve(0, 1_000);
    const statuses = await Promise.all([get(port), get(port), get(port)]);
    expect(statuses.sort()).toEqual([200, 200, 503]);
  });

  it('keeps no slot for a client that left while its token was checked', async () => {
    const port = await serve(50, 10);
    // Each client hangs up while its token is still being checked: none ever runs.
    await Promise.all(Array.from({ length: 6 }, () => abandoned(port, 10)));
    await sleep(100);
    // Had those taken slots for ever, these would wait out the queue and answer 503.
    const statuses = await Promise.all(Array.from({ length: 6 }, () => get(port)));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('takes a client that left while queued out of the queue', async () => {
    const port = await serve(0, 150);
    const running = [get(port), get(port)];
    await sleep(30);
    // Eight clients fill the queue and leave; a full queue would refuse the next one.
    await Promise.all(Array.from({ length: LIMITS.queued }, () => abandoned(port, 30)));
    expect(await get(port)).toBe(200);
    expect(await Promise.all(running)).toEqual([200, 200]);
  });
});
