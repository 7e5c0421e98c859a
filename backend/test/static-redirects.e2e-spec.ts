import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { remoteBasePath, remotes } from '@app/contracts/routing';
import { createTestApp } from './support/test-app.js';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: supertest and fetch would normalise the backslashes a hostile client sends. */
function rawGet(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Built files as every app's build names them: content-hashed chunks, unhashed entry files. */
const SCRIPT = `export const text = ${JSON.stringify('a chunk of the build '.repeat(200))};\n`;
const STYLE = `.app { color: #2457c5; }\n`.repeat(100);
const HTML = `<!doctype html><html lang="en"><title>x</title>${'<p>page</p>'.repeat(200)}</html>`;

/** Where each app's files are served: the shell at the root, each remote under its base path. */
const apps = [
  { name: 'shell', folder: 'shell', base: '' },
  ...remotes.map((remote) => ({
    name: remote.name,
    folder: remote.folder,
    base: remoteBasePath(remote),
  })),
];

describe('serving the frontends', () => {
  let app: NestExpressApplication;
  let port: number;
  let frontendsDir: string;

  beforeAll(async () => {
    frontendsDir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
    for (const { folder } of apps) {
      const dist = path.join(frontendsDir, folder, 'dist');
      mkdirSync(path.join(dist, 'assets'), { recursive: true });
      writeFileSync(path.join(dist, 'main.0123abcd.js'), SCRIPT);
      writeFileSync(path.join(dist, '42.89abcdef.css'), STYLE);
      writeFileSync(path.join(dist, 'remoteEntry.js'), SCRIPT);
    }
    const shell = path.join(frontendsDir, 'shell/dist');
    mkdirSync(path.join(shell, 'icons'), { recursive: true });
    mkdirSync(path.join(shell, 'prerendered/en'), { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), HTML);
    writeFileSync(path.join(shell, 'prerendered/en/pricing.html'), HTML);
    writeFileSync(path.join(shell, 'icons/icon.svg'), '<svg/>');
    app = await createTestApp({ env: { FRONTENDS_DIR: frontendsDir } });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(frontendsDir, { recursive: true, force: true });
  });

  describe('never redirects to a path the request chose', () => {
    it.each([
      '/icons',
      '/\\evil.example/%2e%2e/icons',
      '//evil.example/%2e%2e/icons',
      '/%5Cevil.example/%2e%2e/icons',
      '/remotes/editor/assets',
      '/remotes/editor/\\evil.example/%2e%2e/assets',
    ])('answers %p without a Location', async (target) => {
      const answer = await rawGet(port, target);
      expect(answer.headers.location).toBeUndefined();
      expect([200, 404]).toContain(answer.status);
    });

    it('still serves the files in a folder', async () => {
      const answer = await rawGet(port, '/icons/icon.svg');
      expect(answer.status).toBe(200);
    });
  });

  /** The body as the browser reads it, whichever encoding the server chose. */
  function decoded(answer: RawAnswer): string {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  }

  describe.each(apps)("the $name app's files", ({ base }) => {
    it.each([
      ['main.0123abcd.js', SCRIPT],
      ['42.89abcdef.css', STYLE],
    ])(
      '%s, named by its content, is cached for a year and never revalidated',
      async (file, body) => {
        const answer = await rawGet(port, `${base}/${file}`, { 'Accept-Encoding': 'gzip, br' });
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(decoded(answer)).toBe(body);
      },
    );

    it('its entry, whose name stays, is revalidated on every use', async () => {
      const answer = await rawGet(port, `${base}/remoteEntry.js`, { 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(decoded(answer)).toBe(SCRIPT);
    });

    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['identity', undefined],
    ])('answers Accept-Encoding %p with %p', async (accepted, encoding) => {
      const answer = await rawGet(port, `${base}/main.0123abcd.js`, {
        'Accept-Encoding': accepted,
      });
      expect(answer.headers['content-encoding']).toBe(encoding);
      if (encoding !== undefined) {
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
      }
      expect(decoded(answer)).toBe(SCRIPT);
    });
  });

  it.each(['/', '/pricing', '/index.html', '/no-such-page'])(
    'sends the HTML of %p revalidated, compressed as the browser accepts',
    async (page) => {
      for (const [accepted, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const answer = await rawGet(port, page, { 'Accept-Encoding': accepted });
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(decoded(answer)).toBe(HTML);
      }
    },
  );
});
