import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { ForegroundRequests } from './foreground-requests.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A real HTTP server counting its requests; `/work?ms=N` answers after N ms. */
async function serve(foreground: ForegroundRequests): Promise<number> {
  const app = express();
  app.use(foreground.track);
  app.get('/work', (request, response) => {
    setTimeout(() => response.json({ ok: true }), Number(request.query['ms']));
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** How long `quiet(maxWaitMs)` took to resolve, in ms. */
async function timeQuiet(foreground: ForegroundRequests, maxWaitMs: number): Promise<number> {
  const started = performance.now();
  await foreground.quiet(maxWaitMs);
  return performance.now() - started;
}

describe('ForegroundRequests', () => {
  it('lets background work go on at once when no request is in flight', async () => {
    const foreground = new ForegroundRequests();
    const port = await serve(foreground);
    await fetch(`http://127.0.0.1:${port}/work?ms=0`);
    expect(await timeQuiet(foreground, 5_000)).toBeLessThan(50);
  });

  it('waits while a request is answered and goes on when it is', async () => {
    const foreground = new ForegroundRequests();
    const port = await serve(foreground);
    const answered = fetch(`http://127.0.0.1:${port}/work?ms=300`).then(() => performance.now());
    await sleep(50);
    const started = performance.now();
    await foreground.quiet(5_000);
    const resumed = performance.now();
    expect(resumed - started).toBeGreaterThan(150);
    // Within a moment of the answer, long before the 5 s bound.
    expect(resumed - (await answered)).toBeLessThan(100);
  });

  it('never waits longer than its bound under requests that keep coming', async () => {
    const foreground = new ForegroundRequests();
    const port = await serve(foreground);
    const slow = fetch(`http://127.0.0.1:${port}/work?ms=1000`);
    await sleep(50);
    const waited = await timeQuiet(foreground, 100);
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(600);
    await slow;
  });

  it('stops counting a request whose client hung up before the answer', async () => {
    const foreground = new ForegroundRequests();
    const port = await serve(foreground);
    await new Promise<void>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/work?ms=400' });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.end();
      setTimeout(() => request.destroy(), 50);
    });
    await sleep(50);
    // The handler still holds its timer, but nobody waits for the answer any more.
    expect(await timeQuiet(foreground, 5_000)).toBeLessThan(50);
  });
});
