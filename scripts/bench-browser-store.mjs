// The browser store's benchmark (issue 39, `npm run bench:local-store`): starts the built app as
// `npm start` runs it, stores 10,000 invoices in the browser's IndexedDB (as the editor writes
// them: one record per invoice), reloads, and prints
// - how long the page takes until the editor is on screen with them loaded;
// - the main-thread time of storing one keystroke's change (the debounce excluded), from the
//   User Timing the editor records (features/invoices/browser-store/timing.ts): finding what
//   changed, and handing the records to IndexedDB (where they are cloned); for a keystroke in
//   the working draft and in a saved invoice (which compares 10,000 references);
// - whether a reload keeps the typed text, and whether a second tab sees a change.
// Prints figures; passes or fails nothing on speed (the target is well under 16 ms).
// Environment: BENCH_INVOICES (10000), DATABASE_URL, CHROMIUM_PATH.
/* global document, performance, window, MutationObserver -- these run in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { seedBrowserStore } from './lib/seed-browser-store.mjs';
import { startBuiltApp } from './lib/start-app.mjs';

const COUNT = Number(process.env.BENCH_INVOICES ?? 10_000) || 10_000;
const KEYSTROKES = 20;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => `${value.toFixed(2)} ms`;
const figures = (costs) =>
  `median ${ms(median(costs))}, max ${ms(Math.max(...costs))}, first ${ms(costs[0])} (${costs.length} keystrokes)`;

/** Types one character at a time and reads the store's User Timing of each write. */
async function keystrokeCosts(page, field) {
  const costs = [];
  for (let index = 0; index < KEYSTROKES; index += 1) {
    await page.evaluate(() => performance.clearMeasures());
    await field.press('x');
    // Past the 300 ms pause: the write has run.
    await page.waitForFunction(
      () => performance.getEntriesByName('invoicing.store.requests').length > 0,
      undefined,
      { timeout: 10_000 },
    );
    costs.push(
      await page.evaluate(() =>
        ['invoicing.store.changes', 'invoicing.store.requests']
          .flatMap((name) => performance.getEntriesByName(name))
          .reduce((sum, entry) => sum + entry.duration, 0),
      ),
    );
  }
  return costs;
}

const app = await startBuiltApp({ databasePrefix: 'bench-store', publicUrlIsBaseUrl: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: app.baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('invoice-editor').waitFor();
  // A first change makes the editor store its settings and draft, the records seeded beside.
  await page.getByTestId('edit-recipient').click();
  await page.getByTestId('recipient-company').fill('Benchmark B.V.');
  await page.getByTestId('recipient-company').press('Enter');
  await page.waitForTimeout(1000);
  await seedBrowserStore(page, COUNT);

  // The moment the overview lists the stored invoices, seen in the page (no polling delay).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="invoice-card"]') === null) return;
      window.__overviewAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.getByTestId('invoice-editor').waitFor({ timeout: 300_000 });
  await page.waitForFunction(() => window.__overviewAt !== undefined);
  const { loadMs, afterLoadMs } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      loadMs: Math.round(window.__overviewAt),
      afterLoadMs: Math.round(window.__overviewAt - navigation.loadEventEnd),
    };
  });

  await page.getByTestId('edit-recipient').click();
  const draftField = page.getByTestId('recipient-company');
  await draftField.click();
  await draftField.press('End');
  const draft = await keystrokeCosts(page, draftField);
  await draftField.press('Enter');

  // A saved invoice, the newest (first in the overview): its edit compares the 10,000 stored
  // references to find the one changed.
  const newest = `Customer ${COUNT - 1}`;
  await page.getByRole('button', { name: `Invoice for ${newest}`, exact: true }).click();
  await page
    .getByTestId('invoice-number')
    .filter({ hasText: String(COUNT).padStart(5, '0') })
    .waitFor();
  await page.getByTestId('edit-recipient').click();
  const savedField = page.getByTestId('recipient-company');
  await savedField.click();
  await savedField.press('End');
  const saved = await keystrokeCosts(page, savedField);
  await savedField.press('Enter');

  await page.waitForTimeout(500);
  await page.reload();
  await page.getByTestId('invoice-editor').waitFor({ timeout: 300_000 });
  const typed = 'x'.repeat(KEYSTROKES);
  const kept = await page.evaluate(() => document.body.textContent ?? '');
  const reloadKeeps = kept.includes(`Benchmark B.V.${typed}`) && kept.includes(`${newest}${typed}`);

  // A second tab of the same browser: a change in the first shows there without a reload.
  const other = await context.newPage();
  await other.goto('/');
  await other.getByTestId('invoice-editor').waitFor({ timeout: 300_000 });
  await page.getByTestId('edit-recipient').click();
  await page.getByTestId('recipient-company').fill('Seen in the other tab');
  await page.getByTestId('recipient-company').press('Enter');
  const secondTabSees = await other
    .getByText('Seen in the other tab')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);

  console.log(`Browser store with ${COUNT} invoices (Chromium, built app):`);
  console.log(`  the overview lists them:              ${loadMs} ms after navigating,`);
  console.log(`                                        ${afterLoadMs} ms after the load event`);
  console.log(`  storing a keystroke in the draft:     ${figures(draft)}`);
  console.log(`  storing a keystroke in a saved one:   ${figures(saved)}`);
  console.log(`  a reload keeps the typed text:        ${reloadKeeps ? 'yes' : 'NO'}`);
  console.log(`  a second tab sees a change:           ${secondTabSees ? 'yes' : 'NO'}`);
  if (!reloadKeeps || !secondTabSees) process.exitCode = 1;
} finally {
  await browser.close();
  await app.stop();
}
