import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { openEditor, text, writeOneLineInvoice } from '../support/editor.js';

// Issue 39: a backup the user owns. Invoices written in one browser are downloaded as one file
// and restored into another browser (a fresh context: nothing of the first one's storage), with
// the same totals; restoring the same file again adds nothing.

/** Writes a one-line invoice for `recipient` and saves it. */
async function writeAndSave(page: Page, recipient: string, price: string): Promise<void> {
  await writeOneLineInvoice(page, recipient, price);
  await page.getByTestId('action-save').click();
  await page.getByTestId('saved-dialog').waitFor();
  await page.getByTestId('saved-new').click();
  await page.getByTestId('saved-dialog').waitFor({ state: 'detached' });
}

/** What the overview shows: each card's number and total, and the period's amounts. */
async function overviewOf(page: Page) {
  return {
    count: await text(page, 'overview-count'),
    numbers: await page.getByTestId('card-number').allTextContents(),
    totals: await page.getByTestId('card-total').allTextContents(),
    invoiced: await text(page, 'amount-invoiced'),
    outstanding: await text(page, 'amount-outstanding'),
  };
}

/** Chooses the file in the settings menu's restore button, with the keyboard. */
async function restore(page: Page, file: string): Promise<string> {
  await page.getByTestId('settings-button').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('backup-restore').focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  const status = page.getByTestId('backup-status');
  await status.filter({ hasText: /restored/ }).waitFor();
  const said = ((await status.textContent()) ?? '').trim();
  await page.getByTestId('settings-button').click();
  return said;
}

describe('a backup the user owns', () => {
  const session = useBrowser({ acceptDownloads: true });

  it('restores one browser’s invoices into another with the same totals, and never twice', async () => {
    const { page } = session;
    await openEditor(page);
    await writeAndSave(page, 'Acme Studio B.V.', '100.00');
    await writeAndSave(page, 'Bakker Bouw', '250.50');
    await writeAndSave(page, 'Claes & Co', '75.25');
    const written = await overviewOf(page);
    expect(written.count).toBe('(3)');

    await page.getByTestId('settings-button').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('backup-download').click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(
      /^invoices-backup-\d{4}-\d{2}-\d{2}\.json$/,
    );

    const otherBrowser = await session.newContext({ acceptDownloads: true });
    const other = await otherBrowser.newPage();
    await openEditor(other);
    await other.getByTestId('overview-empty').waitFor();

    expect(await restore(other, file)).toBe('3 invoices restored.');
    expect(await overviewOf(other)).toEqual(written);

    expect(await restore(other, file)).toBe('0 invoices restored, 3 already here.');
    expect(await overviewOf(other)).toEqual(written);

    // Stored in the second browser like its own invoices: a reload keeps them.
    await other.reload();
    await other.getByTestId('invoice-card').first().waitFor();
    expect(await overviewOf(other)).toEqual(written);
    expect(session.consoleErrors).toEqual([]);
  });
});
