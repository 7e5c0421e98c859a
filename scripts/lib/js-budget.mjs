// The first-load JavaScript of a route, and the per-route budget it is held to
// (frontends/js-budgets.json): measured by the browser test frontends/e2e/specs/js-budget.e2e-spec.ts,
// which enforces the budgets, and printed by `npm run bench:lighthouse`.
/* global document, MutationObserver, performance, window -- in the page (page.evaluate) */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The committed budgets: route → KB (1,024 bytes) of gzipped JavaScript. */
export function readBudgets() {
  const file = new URL('../../frontends/js-budgets.json', import.meta.url);
  const { routes } = JSON.parse(readFileSync(file, 'utf8'));
  return routes;
}

/** Gzip level 9 over the file as built: the same figure whatever the server sends (brotli). */
async function gzippedSize(url) {
  const answer = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return gzipSync(Buffer.from(await answer.arrayBuffer()), { level: 9 }).length;
}

/**
 * Opens `path` in `page` and answers the scripts it fetched before it became interactive: before
 * both the `load` event and the first moment `readySelector` matched (the route's own content
 * rendered by its remote). What the app prefetches when idle starts after that moment
 * (platform `prefetchWhenIdle`, marked `idle-prefetch`; `prefetchAt` is null when none began
 * within 10 s), so it is not counted; the caller blocks the service worker, whose precache
 * would fetch every file.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 * @param {string} readySelector
 * @param {{ idlePrefetch?: boolean }} [options] `idlePrefetch: false` for a page that prefetches
 *   nothing (a static public page): its mark is then not waited for
 * @returns {Promise<{ scripts: Array<{ path: string, gzip: number }>, readyAt: number, prefetchAt: number | null }>}
 */
export async function firstLoadScripts(page, path, readySelector, { idlePrefetch = true } = {}) {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector) === null) return;
      window.__routeReadyAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, readySelector);
  await page.goto(path, { waitUntil: 'load' });
  await page.locator(readySelector).first().waitFor();
  // The idle prefetch follows the first screen; waited for, so a caller can check it came after.
  if (idlePrefetch)
    await page
      .waitForFunction(
        () => performance.getEntriesByName('idle-prefetch', 'mark').length > 0,
        null,
        {
          timeout: 10_000,
        },
      )
      .catch(() => undefined);
  const { entries, readyAt, prefetchAt } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const readyAt = Math.max(window.__routeReadyAt ?? Infinity, navigation.loadEventEnd);
    const prefetch = performance.getEntriesByName('idle-prefetch', 'mark')[0];
    return {
      readyAt,
      prefetchAt: prefetch === undefined ? null : prefetch.startTime,
      entries: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < readyAt && /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => entry.name),
    };
  });
  const scripts = [];
  for (const url of new Set(entries)) {
    scripts.push({ path: new URL(url).pathname, gzip: await gzippedSize(url) });
  }
  return { scripts, readyAt, prefetchAt };
}

export const kilobytes = (bytes) => bytes / 1024;

/** Sum of a route's scripts, in KB. */
export function totalKb(scripts) {
  return kilobytes(scripts.reduce((sum, { gzip }) => sum + gzip, 0));
}

/**
 * One line per route over its budget ("/pricing: 171.2 KB > 170 KB"), none when every measured
 * route is within it; a measured route without a budget is over it.
 * @param {Record<string, number>} measuredKb route → KB
 * @param {Record<string, number>} budgets route → KB
 */
export function overBudget(measuredKb, budgets) {
  return Object.entries(measuredKb).flatMap(([route, kb]) => {
    const budget = budgets[route];
    if (budget === undefined) return [`${route}: ${kb.toFixed(1)} KB, but it has no budget`];
    return kb > budget ? [`${route}: ${kb.toFixed(1)} KB > ${budget} KB`] : [];
  });
}

/** A route's figure and its files, largest first, for the test's and the benchmark's output. */
export function describeRoute(route, scripts, budget) {
  const files = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ path, gzip }) => `    ${kilobytes(gzip).toFixed(1).padStart(6)} KB  ${path}`);
  const limit = budget === undefined ? '' : ` (budget ${budget} KB)`;
  return [
    `${route}: ${totalKb(scripts).toFixed(1)} KB gzipped in ${scripts.length} files${limit}`,
    ...files,
  ].join('\n');
}
