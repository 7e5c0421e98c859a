import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import express, { type Response } from 'express';
import { ForegroundRequests } from './foreground-requests.js';

const servers: Server[] = [];
afterEach(async () => {
  // A failed test may leave a request unanswered: its connection must not hold the close.
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    }),
  );
});

/**
 * A real HTTP server counting its requests. `/work` answers only when the test does: `arrival()`
 * (called before the request is sent) resolves to that request's response; `send()` sends one
 * with fetch and gives both its arrival and the client's answer.
 */
async function serve(foreground: ForegroundRequests) {
  const arrivals: ((response: Response) => void)[] = [];
  const app = express();
  app.use(foreground.track);
  app.get('/work', (_request, response) => arrivals.shift()?.(response));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const arrival = () => new Promise<Response>((resolve) => arrivals.push(resolve));
  const send = () => {
    const arrived = arrival();
    return { arrived, answered: fetch(`http://127.0.0.1:${port}/work`) };
  };
  return { port, arrival, send };
}

/** Answers `response` and resolves once the server has finished sending it. */
function answer(response: Response): Promise<void> {
  const finished = new Promise<void>((resolve) => response.once('finish', () => resolve()));
  response.json({ ok: true });
  return finished;
}

/** Whether `promise` settles before what is already queued on the event loop runs. */
function settlesNow(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
}

// Orders, not timings: every wait below is bounded by a minute, so a wait that settles now was
// not cut short by its bound.
const LONG_MS = 60_000;

describe('ForegroundRequests', () => {
  it('lets background work go on at once when no request is in flight', async () => {
    const foreground = new ForegroundRequests();
    const { arrived, answered } = (await serve(foreground)).send();
    await answer(await arrived);
    await answered;
    expect(await settlesNow(foreground.quiet(LONG_MS))).toBe(true);
  });

  it('waits while a request is answered and goes on when it is', async () => {
    const foreground = new ForegroundRequests();
    const { arrived, answered } = (await serve(foreground)).send();
    const response = await arrived;
    const quiet = foreground.quiet(LONG_MS);
    expect(await settlesNow(quiet)).toBe(false);
    await answer(response);
    expect(await settlesNow(quiet)).toBe(true);
    await answered;
  });

  it('never waits longer than its bound under a request that keeps running', async () => {
    const foreground = new ForegroundRequests();
    const { arrived, answered } = (await serve(foreground)).send();
    const response = await arrived;
    const started = performance.now();
    await foreground.quiet(100);
    // A timer never fires before its delay; the request is still unanswered.
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(response.writableEnded).toBe(false);
    await answer(response);
    await answered;
  });

  it('stops counting a request whose client hung up before the answer', async () => {
    const foreground = new ForegroundRequests();
    const server = await serve(foreground);
    const arrived = server.arrival();
    const client = httpRequest({ host: '127.0.0.1', port: server.port, path: '/work' });
    client.on('error', () => {});
    client.end();
    const response = await arrived;
    const closed = new Promise((resolve) => response.once('close', resolve));
    client.destroy();
    await closed;
    // Never answered, yet nobody waits for it any more.
    expect(response.writableEnded).toBe(false);
    expect(await settlesNow(foreground.quiet(LONG_MS))).toBe(true);
  });
});
