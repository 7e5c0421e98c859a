// Lighthouse on the built app (`npm run bench:lighthouse`): starts the product as `npm start` runs
// it (backend/dist serving every frontend) on a free port, against a throwaway database, and
// audits with Lighthouse's mobile defaults in the system Chromium: /, /features, /pricing, /faq
// and a customer's invoice status page (of an invoice it stores through the API) signed out, then,
// signed in, the overview (/) and the admin remote's first page (/admin). Per page it prints the
// four category scores, FCP / LCP / TBT / CLS, the time to interactive and the first-load
// JavaScript (gzipped, as frontends/e2e/specs/js-budget.e2e-spec.ts counts it). Targets: `/`
// performance >= 95, TBT <= 200 ms and TTI <= 3.0 s; public pages >= 98; accessibility, best
// practices and SEO 100. The signed-in pages print figures only. Scores vary with the machine's
// load, so the load average is printed with them; the JavaScript sizes are exact.
// Environment: DATABASE_URL (a server to create a throwaway database on; else an embedded
// PostgreSQL in a temp DATA_DIR), CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS
// (runs per page, default 3; the median performance run is reported).
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { firstLoadScripts, readBudgets, totalKb } from './lib/js-budget.mjs';
import { STATUS_PAGE_INVOICE } from './lib/status-page-invoice.mjs';
import { startBuiltApp } from './lib/start-app.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const ADMIN = { email: 'bench-admin@example.com', name: 'Bench Operator' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PERFECT = { accessibility: 100, 'best-practices': 100, seo: 100 };
const EDITOR_TARGETS = { ...PERFECT, performance: 95, tbtMs: 200, ttiMs: 3000 };
const PUBLIC_TARGETS = { ...PERFECT, performance: 98 };
// The status page carries noindex by design (docs/public-pages.md): its SEO score is not a target.
const STATUS_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 };

/** The route's own content, as the JavaScript budget's test waits for it. */
const EDITOR = '[data-testid="invoice-editor"]';
const PUBLIC_PAGE = '[data-page][data-ready="true"]';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Signs in with the local identity provider's page, as the browser tests' signInThenOpen;
 * `baseUrl` for a page whose context has none.
 */
async function signIn(page, account, baseUrl = '') {
  await page.goto(`${baseUrl}/api/auth/google?mode=redirect&returnTo=%2F`);
  await page.locator('[data-testid=another-account]').waitFor();
  await page.fill('#email', account.email);
  await page.fill('#name', account.name);
  await page.locator('[data-testid=another-account] button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('profile-button').waitFor();
}

/** Stores an invoice through the API as a new user; resolves to its status page's path. */
async function seedStatusPage(context) {
  const page = await context.newPage();
  await signIn(page, { email: `bench-${Date.now()}@example.com`, name: 'Bench Seller' });
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const refresh = await page.request.post('/api/auth/refresh', {
    headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
  });
  const { accessToken } = await refresh.json();
  const created = await page.request.post('/api/invoices', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: STATUS_PAGE_INVOICE,
  });
  if (created.status() !== 201) throw new Error(`Seeding an invoice answered ${created.status()}`);
  await page.close();
  return `/invoice-status/${(await created.json()).id}`;
}

/**
 * First-load JavaScript of `path` in a fresh context, KB gzipped; `account`: signed in as it
 * first (a session of its own: sessions rotate their refresh token), with the cache emptied after.
 */
async function firstLoadKb(browser, baseUrl, path, ready, account) {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (account !== undefined) {
      await signIn(page, account);
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    }
    const { scripts } = await firstLoadScripts(page, path, ready);
    return totalKb(scripts);
  } finally {
    await context.close();
  }
}

const app = await startBuiltApp({
  databasePrefix: 'lighthouse',
  publicUrlIsBaseUrl: true,
  env: { ADMIN_EMAILS: ADMIN.email },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_ARGS,
});
let failed = false;
try {
  const seeding = await browser.newContext({ baseURL: app.baseUrl, serviceWorkers: 'block' });
  const statusPage = await seedStatusPage(seeding);
  await seeding.close();

  const pages = [
    { label: '/', path: '/', ready: EDITOR, targets: EDITOR_TARGETS },
    { label: '/features', path: '/features', ready: PUBLIC_PAGE, targets: PUBLIC_TARGETS },
    { label: '/pricing', path: '/pricing', ready: PUBLIC_PAGE, targets: PUBLIC_TARGETS },
    { label: '/faq', path: '/faq', ready: PUBLIC_PAGE, targets: PUBLIC_TARGETS },
    {
      label: 'status page',
      path: statusPage,
      ready: '[data-testid="status-heading"]',
      targets: STATUS_TARGETS,
    },
    { label: '/ signed in', path: '/', ready: EDITOR, signedIn: true },
    { label: '/admin', path: '/admin', ready: '[data-testid="admin-users"]', signedIn: true },
  ];
  const rows = [];
  let signedInChrome = false;
  for (const page of pages) {
    if (page.signedIn && !signedInChrome) {
      // Signed in in Lighthouse's Chromium: its cookies survive Lighthouse's storage reset.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = cdp.contexts()[0];
      const signing = await context.newPage();
      await signIn(signing, ADMIN, app.baseUrl);
      await signing.close();
      await cdp.close();
      signedInChrome = true;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${app.baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      // A run Lighthouse could not finish (a timeout on a busy machine) has no scores: left out.
      if (result.lhr.runtimeError === undefined) runs.push(result.lhr);
      else console.log(`  ${page.label}: a run failed: ${result.lhr.runtimeError.message}`);
    }
    if (runs.length === 0) throw new Error(`Lighthouse finished no run of ${page.label}`);
    const performance = median(runs.map((lhr) => lhr.categories.performance.score));
    const lhr = runs.find((candidate) => candidate.categories.performance.score === performance);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    );
    const tbtMs = lhr.audits['total-blocking-time'].numericValue;
    const ttiMs = lhr.audits.interactive.numericValue;
    const js = await firstLoadKb(
      browser,
      app.baseUrl,
      page.path,
      page.ready,
      page.signedIn ? ADMIN : undefined,
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => lhr.audits[id]?.displayValue ?? '-')
      .join(' / ');
    rows.push({ ...page, ...scores, metrics, tti: `${(ttiMs / 1000).toFixed(1)} s`, js });
    const missed = Object.entries(page.targets ?? {}).filter(([id, target]) =>
      id === 'tbtMs' ? tbtMs > target : id === 'ttiMs' ? ttiMs > target : scores[id] < target,
    );
    for (const [id, target] of missed) {
      failed = true;
      const slow = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.log(`  ${page.label} ${id} misses ${target}: ${slow.join(', ')}`);
    }
  }
  const budgets = readBudgets();
  console.log(
    `Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile, median of ${RUNS} run(s) (of those that finished), load average after: ${load()}`,
  );
  console.log(
    'page           perf  a11y  best-pr.  seo   FCP / LCP / TBT / CLS            TTI     first-load JS (gzipped)',
  );
  for (const row of rows) {
    const budget = budgets[row.label === 'status page' ? '/invoice-status/:id' : row.path];
    const js = `${row.js.toFixed(1)} KB${budget === undefined || row.signedIn ? '' : ` (budget ${budget} KB)`}`;
    console.log(
      `${row.label.padEnd(14)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row['best-practices']).padStart(8)}  ${String(row.seo).padStart(3)}   ${row.metrics.padEnd(32)} ${row.tti.padStart(6)}  ${js}`,
    );
  }
  console.log(failed ? 'Some figures miss their target.' : 'All figures meet their targets.');
} finally {
  await chrome.kill();
  await browser.close();
  await app.stop();
}
process.exitCode = failed ? 1 : 0;
