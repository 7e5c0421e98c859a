// Lighthouse on the public pages of the built app (`npm run bench:lighthouse`): starts the product
// as `npm start` runs it (backend/dist serving every frontend) on a free port, against a throwaway
// database, audits /, /features, /pricing and /faq with Lighthouse's mobile defaults in the system
// Chromium, and prints the four category scores per page plus the JavaScript /pricing loads.
// Environment: DATABASE_URL (a server to create a throwaway database on; else an embedded
// PostgreSQL in a temp DATA_DIR), CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS
// (runs per page, default 3; the median performance run is reported).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createTestDatabase, dropTestDatabase } from './lib/test-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/features', '/pricing', '/faq'];
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const JS_BUDGET_KB = 170;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApp() {
  if (
    !existsSync(path.join(root, 'backend/dist/main.js')) ||
    !existsSync(path.join(root, 'frontends/shell/dist/index.html'))
  ) {
    throw new Error('Build the product first: `npm run build`.');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  };
  const serverUrl = process.env.DATABASE_URL?.trim();
  let dataDir;
  if (serverUrl) {
    env.DATABASE_URL = await createTestDatabase(serverUrl, 'lighthouse');
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'invoicing-lighthouse-'));
    env.DATA_DIR = dataDir;
  }
  const output = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`The app did not start:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  async function stop() {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (serverUrl) await dropTestDatabase(serverUrl, env.DATABASE_URL);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return { baseUrl, stop };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Every script the page loaded, gzipped here at level 9 (the server itself sends brotli). */
async function scriptSizes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const sizes = [];
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.push({ url, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
let failed = false;
try {
  const rows = [];
  let pricingLhr;
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${app.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
      runs.push(result.lhr);
    }
    const performance = median(runs.map((lhr) => lhr.categories.performance.score));
    const lhr = runs.find((candidate) => candidate.categories.performance.score === performance);
    if (page === '/pricing') pricingLhr = lhr;
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => lhr.audits[id]?.displayValue ?? '-')
      .join(' / ');
    rows.push({ page, ...scores, metrics });
    for (const [id, target] of Object.entries(TARGETS)) {
      if (scores[id] < target) {
        failed = true;
        const failing = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .filter((audit) =>
            lhr.categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        console.log(`  ${page} ${id} ${scores[id]} < ${target}: ${failing.join(', ')}`);
      }
    }
  }
  console.log(
    `Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile, median of ${RUNS} run(s)`,
  );
  console.log('page        perf  a11y  best-practices  seo   FCP / LCP / TBT / CLS');
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(11)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row['best-practices']).padStart(14)}  ${String(row.seo).padStart(3)}   ${row.metrics}`,
    );
  }
  const sizes = await scriptSizes(pricingLhr);
  const shell = sizes.filter(({ url }) => !new URL(url).pathname.startsWith('/remotes/'));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const shellTotal = shell.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(
    `/pricing JavaScript, gzipped: shell ${kb(shellTotal)} KB in ${shell.length} files, ` +
      `with the remote ${kb(total)} KB in ${sizes.length} files (budget ${JS_BUDGET_KB} KB)`,
  );
  if (total / 1024 >= JS_BUDGET_KB) failed = true;
  console.log(failed ? 'Some figures miss their target.' : 'All figures meet their targets.');
} finally {
  await chrome.kill();
  await app.stop();
}
process.exitCode = failed ? 1 : 0;
