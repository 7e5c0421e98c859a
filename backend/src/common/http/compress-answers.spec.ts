import type { AddressInfo } from 'node:net';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { COMPRESS_FROM_BYTES, compressAnswers } from './compress-answers.js';

const rows = Array.from({ length: 400 }, (_, index) => ({ id: index, name: `Customer ${index}` }));
const csvLine = (index: number) => `${index};Invoice ${index};€ 1.234,56\n`;
const CSV = Array.from({ length: 60_000 }, (_, index) => csvLine(index)).join('');

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.get('/big', (_request, response) => void response.json({ rows }));
  app.get('/small', (_request, response) => void response.json({ ok: true }));
  app.get('/api/auth/big', (_request, response) => void response.json({ rows }));
  // Streamed in many writes, with back-pressure: drain must reach the writer.
  app.get('/stream', (_request, response) => {
    response.type('text/csv');
    Readable.from(
      (function* () {
        for (let index = 0; index < 60_000; index += 1) yield csvLine(index);
      })(),
    ).pipe(response);
  });
  app.get('/write-head', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ rows }));
  });
  app.get('/image', (_request, response) => {
    response.type('image/png').send(Buffer.alloc(8 * COMPRESS_FROM_BYTES, 1));
  });
  app.get('/no-transform', (_request, response) => {
    response.set('Cache-Control', 'private, no-transform').json({ rows });
  });
  app.get('/twice', (_request, response) => {
    response.type('text/plain');
    response.end('x'.repeat(4 * COMPRESS_FROM_BYTES));
    response.end('again');
  });
  app.get('/twice-streamed', (_request, response) => {
    response.type('text/plain');
    response.write('x'.repeat(4 * COMPRESS_FROM_BYTES));
    response.end();
    response.end('again');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  // A failed case may leave an answer hanging; it must not hold the server's close.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string };

/** A raw request: the body as sent on the wire, and decoded by its Content-Encoding. */
function fetchRaw(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const call = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'gzip'
            ? gunzipSync(raw)
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: decoded.toString('utf8'),
        });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

describe('compressAnswers', () => {
  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
  ])('answers Accept-Encoding "%s" in %s, the same JSON and smaller', async (accepted, used) => {
    const plain = await fetchRaw('/big');
    const packed = await fetchRaw('/big', accepted);
    expect(packed.headers['content-encoding']).toBe(used);
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(packed.headers['content-length'])).toBe(packed.raw.length);
    expect(JSON.parse(packed.text)).toEqual(JSON.parse(plain.text));
    expect(packed.raw.length).toBeLessThan(plain.raw.length / 4);
  });

  it.each([undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate'])(
    'answers untouched when the client accepts neither brotli nor gzip (%s)',
    async (accepted) => {
      const answer = await fetchRaw('/big', accepted);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(JSON.parse(answer.text)).toEqual({ rows });
    },
  );

  it('streams a long text answer written in many pieces, back-pressure and all', async () => {
    const answer = await fetchRaw('/stream', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.text).toBe(CSV);
  });

  it('reads the headers given to writeHead itself before deciding', async () => {
    const answer = await fetchRaw('/write-head', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(answer.text)).toEqual({ rows });
  });

  it('leaves small answers, images, no-transform answers and the sign-in round trip alone', async () => {
    for (const path of ['/small', '/image', '/no-transform', '/api/auth/big']) {
      const answer = await fetchRaw(path, 'gzip, br');
      expect([path, answer.headers['content-encoding']]).toEqual([path, undefined]);
      expect([path, Number(answer.headers['content-length'])]).toEqual([path, answer.raw.length]);
    }
    expect((await fetchRaw('/small', 'gzip')).headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('answers a HEAD request without a body and without an encoding', async () => {
    const answer = await fetchRaw('/big', 'gzip', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.length).toBe(0);
  });

  it.each(['/twice', '/twice-streamed'])('ignores a second end() (%s)', async (path) => {
    const answer = await fetchRaw(path, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe('x'.repeat(4 * COMPRESS_FROM_BYTES));
    expect((await fetchRaw('/small', 'gzip')).status).toBe(200);
  });
});
