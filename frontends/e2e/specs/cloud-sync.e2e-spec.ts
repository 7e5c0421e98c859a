import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@app/contracts/invoice';
import { accessTokenOf, newAccount, signIn, signOut } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { storedWhen } from '../support/browser-store.js';
import {
  cloudSynced,
  fillParty,
  openEditor,
  openSignedInEditor,
  save,
  writeExampleInvoice,
} from '../support/editor.js';

/** The example invoice's total (support/editor.ts LINES with 10 % off), in cents. */
const EXAMPLE_TOTAL = 77743;

type StoredInvoice = {
  id: string;
  invoiceNumber: string;
  total: number;
  recipient: { company: string; city: string };
};

/** The account's invoices as the API answers them. */
async function storedInvoices(context: BrowserContext, page: Page): Promise<StoredInvoice[]> {
  const token = await accessTokenOf(context, page);
  const response = await page.request.get('/api/invoices?limit=200', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { invoices: StoredInvoice[] }).invoices;
}

const card = (page: Page, number: string) =>
  page.getByTestId('invoice-card').filter({ hasText: number });

describe('the editor with a cloud account', () => {
  const session = useBrowser();

  it('uploads invoices written signed out on first sign-in; another browser sees them', async () => {
    const { page, context } = session;
    const account = newAccount('upload');
    await openEditor(page);
    await writeExampleInvoice(page, 'Before Sign-in B.V.');
    const number = await save(page);

    await signIn(page, account);
    await cloudSynced(page);
    await expect(card(page, number).getByTestId('card-unsynced').count()).resolves.toBe(0);
    const stored = await storedInvoices(context, page);
    expect(stored.map((invoice) => [invoice.invoiceNumber, invoice.total])).toEqual([
      [number, EXAMPLE_TOTAL],
    ]);

    // Another browser (its own storage) signed in as the same user.
    const other = await (await session.newContext()).newPage();
    await openSignedInEditor(other, account);
    const there = card(other, number);
    await there.waitFor();
    await expect(there.textContent()).resolves.toContain('Before Sign-in B.V.');
    await expect(there.getByTestId('card-total').textContent()).resolves.toBe(
      formatMoney(EXAMPLE_TOTAL, 'en'),
    );
    // The counter came along: the next invoice there gets the next number.
    await writeExampleInvoice(other, 'Second Browser B.V.');
    await expect(save(other)).resolves.toBe(number.replace(/0300$/, '0301'));
  });

  it('keeps edits made offline, shows them pending and sends them when back online', async () => {
    const { page, context } = session;
    await openSignedInEditor(page, newAccount('offline'));
    await writeExampleInvoice(page, 'Offline Edit B.V.');
    const number = await save(page);
    await cloudSynced(page);

    await context.setOffline(true);
    await fillParty(page, 'recipient', { city: 'Groningen' });
    // Kept in this browser meanwhile (a reload would find it), and shown as waiting.
    const waiting = (
      await storedWhen(
        page,
        (stored) => stored?.syncQueue?.queue ?? [],
        (queue) => JSON.stringify(queue).includes('Groningen'),
      )
    ).length;
    // The edit waits, and so may the settings the save changed (sent 500 ms after it): the line
    // counts exactly what the stored queue holds.
    await page.locator(`[data-testid=sync-status][data-pending="${waiting}"]`).waitFor();
    await expect(page.getByTestId('sync-status').textContent()).resolves.toBe(
      waiting === 1
        ? 'Offline: 1 change will be saved when you are back online'
        : `Offline: ${waiting} changes will be saved when you are back online`,
    );
    await card(page, number).getByTestId('card-unsynced').waitFor();

    await context.setOffline(false);
    await cloudSynced(page);
    await expect(card(page, number).getByTestId('card-unsynced').count()).resolves.toBe(0);
    const stored = await storedInvoices(context, page);
    expect(stored.find((invoice) => invoice.invoiceNumber === number)?.recipient.city).toBe(
      'Groningen',
    );
  });

  it('drops a change the server refuses three times, and says so', async () => {
    const { page } = session;
    // The context's clock, for the waits between the tries below; it runs as usual until then.
    await page.clock.install();
    await openSignedInEditor(page, newAccount('refused'));
    await writeExampleInvoice(page, 'Refused B.V.');
    const number = await save(page);
    await cloudSynced(page);

    let refusals = 0;
    await page.route('**/api/invoices/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      refusals += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Broken' }),
      });
    });
    await fillParty(page, 'recipient', { city: 'Maastricht' });
    // The second and third tries wait 1 s and 2 s (spec §8): once this browser has stored the
    // refusal before a wait (and planned the next try with it), the clock runs the wait at once.
    for (const [tries, wait] of [
      [1, 1_000],
      [2, 2_000],
    ] as const) {
      await storedWhen(
        page,
        (stored) => stored?.syncQueue?.queue[0]?.retryCount ?? 0,
        (retries) => retries >= tries,
      ).catch(async (error: unknown) => {
        // The change may be dropped already (its third refusal): then nothing waits.
        if ((await page.getByTestId('sync-dropped').count()) === 0) throw error;
      });
      await page.clock.runFor(wait);
    }
    const note = page.getByTestId('sync-dropped');
    await note.waitFor({ timeout: 20000 });
    await expect(note.textContent()).resolves.toContain(
      `A change to invoice ${number} could not be saved to the cloud after 3 attempts and was discarded.`,
    );
    expect(refusals).toBe(3);
    await expect(page.getByTestId('sync-status').getAttribute('data-pending')).resolves.toBe('0');
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note.count()).resolves.toBe(0);
  });

  it("never shows one user's invoices to another", async () => {
    const { page, context } = session;
    await openSignedInEditor(page, newAccount('alice'));
    await writeExampleInvoice(page, 'Alice Secret Client');
    await save(page);
    await cloudSynced(page);
    const [alices] = await storedInvoices(context, page);

    const otherContext = await session.newContext();
    const bob = await otherContext.newPage();
    await openSignedInEditor(bob, newAccount('bob'));
    await expect(bob.getByTestId('overview').textContent()).resolves.not.toContain(
      'Alice Secret Client',
    );
    await expect(storedInvoices(otherContext, bob)).resolves.toEqual([]);
    const token = await accessTokenOf(otherContext, bob);
    const response = await bob.request.get(`/api/invoices/${alices?.id ?? 'none'}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(404);
  });

  it('leaves no invoice, setting or token in the browser after signing out', async () => {
    const { page } = session;
    const account = newAccount('leaves');
    await openSignedInEditor(page, account);
    await writeExampleInvoice(page, 'Forget Me B.V.');
    const number = await save(page);
    await cloudSynced(page);

    await signOut(page);
    await page.getByTestId('overview-empty').waitFor();
    await page.waitForTimeout(600);
    const left = await page.evaluate(async () => {
      const databases = await indexedDB.databases();
      return {
        local: { ...localStorage },
        session: { ...sessionStorage },
        databases: databases.map((database) => database.name),
      };
    });
    const everything = JSON.stringify(left);
    for (const trace of [number, 'Forget Me B.V.', 'Jansen Design', account.email, 'eyJ']) {
      expect(everything).not.toContain(trace);
    }
    expect(Object.keys(left.local)).not.toContain('invoicing.editor');
    expect(Object.keys(left.local)).not.toContain('invoicing.sync-queue');
    expect(left.databases).toEqual([]);

    // Signing in again brings the account's invoices back from the cloud.
    await signIn(page, account);
    await card(page, number).waitFor();
  });

  it("fetches a period's invoices when the period changes, and falls back to this browser's with a red banner", async () => {
    const { page } = session;
    const account = newAccount('period');
    await openSignedInEditor(page, account);
    // Another browser of the same user saves an invoice this page has not seen.
    const other = await (await session.newContext()).newPage();
    await openSignedInEditor(other, account);
    await writeExampleInvoice(other, 'Saved Elsewhere B.V.');
    const number = await save(other);
    await cloudSynced(other);
    await expect(card(page, number).count()).resolves.toBe(0);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/invoices?*', async (route) => {
      if (route.request().url().includes('period=planned')) await held;
      await route.continue();
    });
    await page.getByTestId('period-planned').click();
    await expect(page.getByTestId('overview-loading').textContent()).resolves.toContain(
      'Loading invoices for selected period...',
    );
    release();
    await page.getByTestId('overview-loading').waitFor({ state: 'detached' });
    await page.getByTestId('period-current').click();
    await card(page, number).waitFor();
    await page.getByTestId('overview-loading').waitFor({ state: 'detached' });

    await page.unroute('**/api/invoices?*');
    await page.route('**/api/invoices?*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByTestId('period-planned').click();
    await expect(page.getByTestId('overview-error').textContent()).resolves.toBe(
      'Could not load the invoices of this period from the cloud. Showing the invoices stored in this browser.',
    );
    await page.getByTestId('period-current').click();
    await card(page, number).waitFor();
  });

  it('saves the notes as the default in the account when asked to', async () => {
    const { page, context } = session;
    await openSignedInEditor(page, newAccount('notes'));
    await writeExampleInvoice(page, 'Notes B.V.');
    await page.getByTestId('edit-notes').click();
    await page.getByTestId('notes-input').fill('Payment within 14 days, please.');
    await page.getByTestId('notes-default').check();
    await save(page);
    await cloudSynced(page);
    const token = await accessTokenOf(context, page);
    const defaultNotes = async () => {
      const response = await page.request.get('/api/user/settings', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { settings: { defaultNotes: string } }).settings
        .defaultNotes;
    };
    // The settings follow the save after the 500 ms pause of spec §9.
    const deadline = Date.now() + 10000;
    while ((await defaultNotes()) !== 'Payment within 14 days, please.' && Date.now() < deadline) {
      await page.waitForTimeout(200);
    }
    await expect(defaultNotes()).resolves.toBe('Payment within 14 days, please.');
  });
});
