import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestApp } from './support/test-app.js';

/** A raw request: supertest and fetch would normalise the backslashes a hostile client sends. */
function rawGet(port: number, target: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target }, (answer) => {
      answer.resume();
      resolve(answer);
    });
    request.on('error', reject);
  });
}

describe('serving the frontends never redirects to a path the request chose', () => {
  let app: NestExpressApplication;
  let port: number;
  let frontendsDir: string;

  beforeAll(async () => {
    frontendsDir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
    mkdirSync(path.join(frontendsDir, 'shell/dist/icons'), { recursive: true });
    writeFileSync(
      path.join(frontendsDir, 'shell/dist/index.html'),
      '<!doctype html><title>x</title>',
    );
    writeFileSync(path.join(frontendsDir, 'shell/dist/icons/icon.svg'), '<svg/>');
    mkdirSync(path.join(frontendsDir, 'editor/dist/assets'), { recursive: true });
    app = await createTestApp({ env: { FRONTENDS_DIR: frontendsDir } });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(frontendsDir, { recursive: true, force: true });
  });

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
    expect([200, 404]).toContain(answer.statusCode);
  });

  it('still serves the files in a folder', async () => {
    const answer = await rawGet(port, '/icons/icon.svg');
    expect(answer.statusCode).toBe(200);
  });
});
