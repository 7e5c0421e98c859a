// The JavaScript budget per route (issue 41): each route, opened in a fresh browser with no
// service worker (its precache fetches every file), may fetch at most its budget of gzipped
// JavaScript (frontends/js-budgets.json) before it is interactive. What the app prefetches when
// idle comes after that moment and is not counted.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  describeRoute,
  firstLoadScripts,
  overBudget,
  readBudgets,
  totalKb,
} from '../../../scripts/lib/js-budget.mjs';
import { STATUS_PAGE_INVOICE } from '../../../scripts/lib/status-page-invoice.mjs';
import { accessTokenOf, newAccount, signInThenOpen } from '../support/accounts.js';
import { baseUrl, launchBrowser } from '../support/browser.js';

/** The route's own content, rendered by its remote: the editor, a public page, the status. */
const EDITOR = '[data-testid="invoice-editor"]';
const PUBLIC_PAGE = '[data-page][data-ready="true"]';
const STATUS = '[data-testid="status-heading"]';

/** Signs a new user in and stores an invoice through the API; resolves to its status page. */
async function seededStatusPage(page: Page): Promise<string> {
  await signInThenOpen(page, newAccount('js-budget'), '/');
  const headers = { Authorization: `Bearer ${await accessTokenOf(page.context(), page)}` };
  const created = await page.request.post('/api/invoices', { headers, data: STATUS_PAGE_INVOICE });
  expect([created.status(), await created.text()]).toEqual([201, expect.any(String)]);
  return `/invoice-status/${((await created.json()) as { id: string }).id}`;
}

describe('first-load JavaScript per route', () => {
  const budgets = readBudgets();
  const measured: Record<string, number> = {};
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // Every route's figure, also when all pass: the figures the budgets were set from.
    console.log(
      Object.entries(measured)
        .map(([route, kb]) => `${route}: ${kb.toFixed(1)} KB (budget ${budgets[route]} KB)`)
        .join('\n'),
    );
  });

  /** A fresh visitor: empty cache, no service worker. */
  async function firstVisit(route: string, path: string, ready: string, shell = true) {
    if (browser === undefined) throw new Error('No browser');
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const { scripts, readyAt, prefetchAt } = await firstLoadScripts(page, path, ready, {
        idlePrefetch: shell,
      });
      console.log(describeRoute(route, scripts, budgets[route]));
      if (shell) {
        // The shell's idle prefetch (the other language's texts) starts after the first screen,
        // so it is never part of it.
        expect(prefetchAt).toEqual(expect.any(Number));
        expect(prefetchAt).toBeGreaterThanOrEqual(readyAt);
      } else {
        // A public page without the shell (static, or the light status entry): nothing to prefetch.
        expect(prefetchAt).toBeNull();
      }
      measured[route] = totalKb(scripts);
      expect(overBudget({ [route]: measured[route] }, budgets)).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it.each([
    ['/', EDITOR, true],
    ['/nl', EDITOR, true],
    // Static HTML with the public pages' islands (docs/public-pages.md): the shell never loads.
    ['/features', PUBLIC_PAGE, false],
    ['/pricing', PUBLIC_PAGE, false],
    ['/faq', PUBLIC_PAGE, false],
    ['/contact', PUBLIC_PAGE, false],
  ])('%s stays within its budget', async (route, ready, shell) => {
    await firstVisit(route, route, ready, shell);
  });

  it('an invoice status page stays within its budget', async () => {
    if (browser === undefined) throw new Error('No browser');
    const seeding = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const path = await seededStatusPage(await seeding.newPage()).finally(() => seeding.close());
    // The light status entry (docs/invoice-status.md): no shell, nothing prefetched.
    await firstVisit('/invoice-status/:id', path, STATUS, false);
  });

  it('fails a route that fetched more than its budget, naming it and both figures', () => {
    const { '/': home } = measured;
    if (home === undefined) throw new Error('/ was not measured');
    const tooSmall = { ...budgets, '/': Math.floor(home) - 1 };
    expect(overBudget({ '/': home, '/pricing': 10 }, tooSmall)).toEqual([
      `/: ${home.toFixed(1)} KB > ${tooSmall['/']} KB`,
    ]);
    expect(overBudget({ '/unknown': 1 }, budgets)).toEqual([
      '/unknown: 1.0 KB, but it has no budget',
    ]);
  });
});
