import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { publicOriginPlaceholder } from '@app/contracts/routing';
import { createTestApp } from './support/test-app.js';

const ID = 'V1StGXR8_Z5jdHi6B-myT';

/**
 * The invoice status and pay pages are pre-rendered once, as templates their own script fills in
 * (docs/public-pages.md): the backend sends the template for every invoice's address.
 */
describe('serving the invoice status and pay pages', () => {
  let app: NestExpressApplication;
  let origin: string;
  let frontendsDir: string;

  beforeAll(async () => {
    frontendsDir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
    mkdirSync(path.join(frontendsDir, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(frontendsDir, 'shell/dist/index.html'), '<title>the shell</title>');
    const templates = path.join(frontendsDir, 'public-pages/dist/prerendered/en');
    mkdirSync(templates, { recursive: true });
    for (const page of ['invoiceStatus', 'pay']) {
      writeFileSync(
        path.join(templates, `${page}.html`),
        `<title>${page}</title><meta name="public-origin" content="${publicOriginPlaceholder}">`,
      );
    }
    app = await createTestApp({ env: { FRONTENDS_DIR: frontendsDir } });
    await app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(frontendsDir, { recursive: true, force: true });
  });

  it.each([
    [`/invoice-status/${ID}`, 'invoiceStatus'],
    [`/invoice-status/${ID}?payment=returned`, 'invoiceStatus'],
    [`/invoice/${ID}`, 'pay'],
    // Any id: the page itself says when it is malformed or unknown.
    ['/invoice-status/nope', 'invoiceStatus'],
  ])('sends %s its template, the origin filled in, revalidated', async (address, page) => {
    const answer = await fetch(`${origin}${address}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain(`<title>${page}</title>`);
    expect(html).not.toContain(publicOriginPlaceholder);
    expect(html).toMatch(/<meta name="public-origin" content="https?:\/\/[^"]+">/);
  });

  it('knows no Dutch address for them, and leaves other routes to the shell', async () => {
    const dutch = await fetch(`${origin}/nl/invoice-status/${ID}`);
    expect(dutch.status).toBe(404);
    expect(dutch.headers.get('x-robots-tag')).toBe('noindex');
    await expect(dutch.text()).resolves.toContain('the shell');
    const admin = await fetch(`${origin}/admin`);
    expect(admin.status).toBe(200);
    await expect(admin.text()).resolves.toContain('the shell');
  });
});
