import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import webpack from 'webpack';
import { renderInvoiceEmail, renderInvoicePdf } from '@app/contracts/documents';
import { sampleInvoice } from '../../../contracts/src/documents/testing/sample-invoice.js';
import type { DocumentsHarness } from '../fixtures/pdf-harness.js';
import { baseUrl, launchBrowser } from '../support/browser.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const fontBytes = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

/** The frontends' own resolve options and TypeScript rule (frontends/webpack.base.cjs). */
const frontendBuild = require('../../webpack.base.cjs') as {
  sourceResolve: webpack.ResolveOptions;
  scriptRule: (production: boolean) => webpack.RuleSetRule;
};

/** The harness bundled the way the frontends build contracts. */
const bundleHarness = async (outputDir: string): Promise<string> => {
  const compiler = webpack({
    mode: 'production',
    context: root,
    target: 'web',
    devtool: false,
    entry: path.join(here, '../fixtures/pdf-harness.ts'),
    output: { path: outputDir, filename: 'pdf-harness.js' },
    resolve: frontendBuild.sourceResolve,
    module: { rules: [frontendBuild.scriptRule(true)] },
    optimization: { minimize: false },
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
  return path.join(outputDir, 'pdf-harness.js');
};

/** What the bundled fixture adds to the page. */
type HarnessWindow = { documentsHarness: DocumentsHarness };

describe('invoice documents in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let outputDir: string;
  const requests: string[] = [];

  beforeAll(async () => {
    outputDir = mkdtempSync(path.join(os.tmpdir(), 'pdf-harness-'));
    const script = await bundleHarness(outputDir);
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('about:blank');
    // Offline from here on: whatever the renderers need must already be in the page.
    await context.setOffline(true);
    await page.addScriptTag({ path: script });
    const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    await page.evaluate(
      ([regular, bold]) =>
        (window as unknown as HarnessWindow).documentsHarness.loadFonts(regular, bold),
      [encode(fontBytes('DejaVuSans.ttf')), encode(fontBytes('DejaVuSans-Bold.ttf'))] as const,
    );
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (outputDir) rmSync(outputDir, { recursive: true, force: true });
  });

  it('renders the invoice PDF in the page, offline, byte for byte as Node does', async () => {
    const invoice = sampleInvoice(31);
    const rendered = await page.evaluate(
      (input) =>
        (window as unknown as HarnessWindow).documentsHarness.renderInvoicePdf(input, 'nl'),
      invoice,
    );

    expect(rendered.head).toBe('%PDF-');
    expect(rendered.size).toBeGreaterThan(10_000);
    expect(rendered.size).toBeLessThan(200_000);
    const fonts = { regular: fontBytes('DejaVuSans.ttf'), bold: fontBytes('DejaVuSans-Bold.ttf') };
    const inNode = await renderInvoicePdf(invoice, { language: 'nl', fonts });
    expect(rendered.base64).toBe(Buffer.from(inNode).toString('base64'));
    expect(requests.filter((url) => url.startsWith(baseUrl()))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith('about:'))).toEqual([]);
  });

  it('renders the same e-mail in the page as in Node', async () => {
    const invoice = sampleInvoice(3);
    const options = { language: 'en' as const, paymentBaseUrl: 'https://pay.example' };
    const rendered = await page.evaluate(
      (input) =>
        (window as unknown as HarnessWindow).documentsHarness.renderInvoiceEmail(
          input.invoice,
          input.options,
        ),
      { invoice, options },
    );

    expect(rendered).toEqual(renderInvoiceEmail(invoice, options));
    expect(rendered.html).toContain('width="640"');
    expect(requests.filter((url) => !url.startsWith('about:'))).toEqual([]);
  });
});
