import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { StreamableFile, type CallHandler, type ExecutionContext } from '@nestjs/common';
import express from 'express';
import { of } from 'rxjs';
import type { AccessTokensService } from '../auth/access-tokens.service.js';
import { releaseUserSlot, userConcurrency } from './user-concurrency.js';
import { UserSlotInterceptor } from './user-slot.interceptor.js';

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

  describe('giving the slot back once the answer is made', () => {
    /** A cap of one running request and no queue: a request finding no free slot gets 503. */
    const ONE = { running: 1, queued: 0, queueWaitMs: 400 };

    /**
     * `/held` answers when the test opens its gate; first it calls `finish` with the request,
     * where the route gives its slot back early (or not) as the interceptor would.
     */
    async function serveHeld(finish: (request: express.Request) => void, limits: typeof ONE = ONE) {
      const gates = new Map<string, () => void>();
      const entered = new Map<string, () => void>();
      const app = express();
      app.use(userConcurrency(tokens(0), limits));
      app.get('/held', (request, response) => {
        finish(request);
        const id = String(request.headers['x-test-id']);
        gates.set(id, () => response.json({ ok: true }));
        entered.get(id)?.();
      });
      const server = app.listen(0, '127.0.0.1');
      servers.push(server);
      await new Promise((resolve) => server.once('listening', resolve));
      const port = (server.address() as AddressInfo).port;
      let sent = 0;
      /**
       * Sends a request; `first` is 'in' once its route runs (its answer still to come), else
       * the status it was refused with. `status` comes with the whole answer read.
       */
      const send = async () => {
        const id = String((sent += 1));
        const inside = new Promise<'in'>((resolve) => entered.set(id, () => resolve('in')));
        const status = fetch(`http://127.0.0.1:${port}/held`, {
          headers: { authorization: 'Bearer t', 'x-test-id': id },
        }).then(async (response) => {
          await response.text();
          return response.status;
        });
        const first = await Promise.race([inside, status]);
        return { first, status, open: () => gates.get(id)?.() };
      };
      return { send };
    }

    /** The interceptor, run as Nest would on one route's answer. */
    const intercept = (request: express.Request, answer: unknown) =>
      new UserSlotInterceptor()
        .intercept(
          { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext,
          { handle: () => of(answer) } as CallHandler,
        )
        .subscribe();

    it('lets the next request run while the first answer is still going out', async () => {
      const { send } = await serveHeld((request) => releaseUserSlot(request));
      const first = await send();
      expect(first.first).toBe('in');
      // The only slot was given back: the second runs rather than being refused.
      const second = await send();
      expect(second.first).toBe('in');
      first.open();
      second.open();
      expect([await first.status, await second.status]).toEqual([200, 200]);
    });

    it('gives a slot back once, though the answer also ends the exchange later', async () => {
      // Two slots; only the second request gives its slot back early.
      const { send } = await serveHeld(
        (request) => {
          if (request.headers['x-test-id'] === '2') releaseUserSlot(request);
        },
        { ...ONE, running: 2 },
      );
      const holding = await send();
      const early = await send();
      const third = await send();
      expect([holding.first, early.first, third.first]).toEqual(['in', 'in', 'in']);
      // The early one's end must not free one of the two slots the others hold now.
      early.open();
      expect(await early.status).toBe(200);
      expect((await send()).first).toBe(503);
      holding.open();
      third.open();
      expect([await holding.status, await third.status]).toEqual([200, 200]);
    });

    it('frees the slot on a JSON answer from the interceptor, not on a file still streaming', async () => {
      const answers: unknown[] = [new StreamableFile(Buffer.from('streamed')), { id: 'x' }];
      const { send } = await serveHeld((request) => intercept(request, answers.shift()));
      // A file answer (an export may read rows while it streams) keeps its slot.
      const file = await send();
      expect(file.first).toBe('in');
      expect((await send()).first).toBe(503);
      file.open();
      expect(await file.status).toBe(200);
      // A value Nest is about to serialise gives it back.
      const json = await send();
      expect(json.first).toBe('in');
      const next = await send();
      expect(next.first).toBe('in');
      json.open();
      next.open();
      expect([await json.status, await next.status]).toEqual([200, 200]);
    });
  });
});
