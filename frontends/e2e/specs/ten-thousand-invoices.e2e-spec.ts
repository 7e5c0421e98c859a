// A decade of invoices in the browser (issue 39): 10,000 saved invoices in the browser's own
// store open in the overview, an edit of one is kept over a reload, and a second tab sees it.
// How fast is measured by `npm run bench:local-store`, which prints figures; this journey checks
// that nothing is lost at that size.
import { describe, expect, it } from '@jest/globals';
import { seedBrowserStore } from '../../../scripts/lib/seed-browser-store.mjs';
import { useBrowser } from '../support/browser.js';
import { storedInBrowser, storedWhen } from '../support/browser-store.js';
import { openEditor } from '../support/editor.js';

const COUNT = 10_000;
/** The newest seeded invoice, first in the overview. */
const NEWEST = `Customer ${COUNT - 1}`;

describe('ten thousand invoices in this browser', () => {
  const session = useBrowser();

  it('lists them, keeps an edit over a reload and shows it in a second tab', async () => {
    const { context, page } = session;
    await openEditor(page);
    // A first change makes the editor store its settings and draft, beside which the invoices go.
    await page.getByTestId('edit-recipient').click();
    await page.getByTestId('recipient-company').fill('Journey B.V.');
    await page.getByTestId('recipient-company').press('Enter');
    await storedWhen(
      page,
      (stored) => stored?.settings ?? null,
      (settings) => settings !== null,
    );
    await seedBrowserStore(page, COUNT);
    await page.reload();
    await page.getByRole('button', { name: `Invoice for ${NEWEST}`, exact: true }).waitFor();

    const other = await context.newPage();
    await openEditor(other);
    await other.getByRole('button', { name: `Invoice for ${NEWEST}`, exact: true }).waitFor();

    // An edit of a saved invoice among the 10,000.
    await page.getByRole('button', { name: `Invoice for ${NEWEST}`, exact: true }).click();
    await page.getByTestId('edit-recipient').click();
    await page.getByTestId('recipient-company').fill(`${NEWEST} edited`);
    await page.getByTestId('recipient-company').press('Enter');

    await other
      .getByRole('button', { name: `Invoice for ${NEWEST} edited`, exact: true })
      .waitFor({ timeout: 10_000 });

    await page.reload();
    await page.getByRole('button', { name: `Invoice for ${NEWEST} edited`, exact: true }).waitFor();
    const stored = await storedInBrowser(page);
    expect(stored?.invoices).toHaveLength(COUNT);
    expect(stored?.invoices.filter((invoice) => invoice.id.startsWith('bench-'))).toHaveLength(
      COUNT,
    );
    // Seeding and reading 10,000 records twice, in two tabs: on a busy machine well over the
    // suite's minute (how fast it is on a quiet one is the benchmark's figure, not this test's).
  }, 180_000);
});
