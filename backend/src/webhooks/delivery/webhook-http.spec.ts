import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { postWebhook, type WebhookPostRules } from './webhook-http.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(done);
        }),
    ),
  );
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const rules: WebhookPostRules = {
  allowLocal: true,
  connectTimeoutMs: 1000,
  totalTimeoutMs: 300,
  resolve: async () => [{ address: '127.0.0.1', family: 4 }],
};
const post = (url: string, overrides: Partial<WebhookPostRules> = {}) =>
  postWebhook({ url, headers: { 'webhook-id': 'x' }, body: '{"a":1}' }, { ...rules, ...overrides });

describe('postWebhook', () => {
  it('gives up on a receiver that keeps it waiting, at the total time limit', async () => {
    const url = await serve(() => {
      // never answers
    });
    const result = await post(url);
    expect(result).toMatchObject({ statusCode: null, error: 'Timed out after 300 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('follows no redirect: a 302 is the answer', async () => {
    let redirectedTo = 0;
    const target = await serve((_request, response) => {
      redirectedTo += 1;
      response.end('ok');
    });
    const url = await serve((_request, response) => {
      response.writeHead(302, { location: target }).end();
    });
    const result = await post(url);
    expect(result.statusCode).toBe(302);
    expect(redirectedTo).toBe(0);
  });

  it('keeps only a short, printable excerpt of a large answer', async () => {
    const url = await serve((_request, response) => {
      response.statusCode = 500;
      response.end(`line\u0000one\r\n${'x'.repeat(100_000)}`);
    });
    const result = await post(url);
    expect(result.statusCode).toBe(500);
    expect(result.response).toHaveLength(200);
    expect(result.response!.startsWith('line one x')).toBe(true);
  });

  it('sends the body and headers it was given, as JSON', async () => {
    let seen: { headers: Record<string, unknown>; body: string } | undefined;
    const url = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { headers: request.headers, body };
        response.statusCode = 200;
        response.end();
      });
    });
    expect((await post(url)).statusCode).toBe(200);
    expect(seen).toMatchObject({
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'webhook-id': 'x', 'content-length': '7' },
    });
  });

  it('refuses plain http and loopback unless allowed, without connecting', async () => {
    let connections = 0;
    const url = await serve((_request, response) => {
      connections += 1;
      response.end();
    });
    const plain = await post(url, { allowLocal: false });
    expect(plain).toMatchObject({ refused: true, statusCode: null });
    expect(plain.error).toMatch(/only https/);
    const named = await post('https://receiver.example/hook', { allowLocal: false });
    expect(named).toMatchObject({ refused: true });
    expect(named.error).toMatch(/resolves to 127\.0\.0\.1/);
    expect(connections).toBe(0);
  });
});
