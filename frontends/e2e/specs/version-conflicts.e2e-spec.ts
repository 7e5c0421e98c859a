import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { cloudSynced, openSignedInEditor, save, writeExampleInvoice } from '../support/editor.js';

type StoredInvoice = { id: string; invoiceNumber: string; notes: string; version: number };

/** The account's copy of the invoice, as the API answers it. */
async function stored(context: BrowserContext, page: Page, number: string) {
  const token = await accessTokenOf(context, page);
  const response = await page.request.get('/api/invoices?limit=200', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { invoices } = (await response.json()) as { invoices: StoredInvoice[] };
  return invoices.find((invoice) => invoice.invoiceNumber === number)!;
}

/** Waits until the cloud's copy has these notes (sent 500 ms after the last edit, spec §9). */
async function storedWith(context: BrowserContext, page: Page, number: string, notes: string) {
  const deadline = Date.now() + 15000;
  let copy = await stored(context, page, number);
  while (copy.notes !== notes && Date.now() < deadline) {
    await page.waitForTimeout(200);
    copy = await stored(context, page, number);
  }
  expect(copy.notes).toBe(notes);
  return copy;
}

/** Opens the saved invoice with this number from the overview. */
async function openInvoice(page: Page, number: string): Promise<void> {
  await page
    .getByTestId('invoice-card')
    .filter({ hasText: number })
    .locator('.invoice-card__open')
    .click();
  await page.locator('[data-testid=invoice-number]', { hasText: number }).waitFor();
}

/** Types the notes of the open invoice (opening the notes section when it is closed). */
async function writeNotes(page: Page, notes: string): Promise<void> {
  const input = page.getByTestId('notes-input');
  if (!(await input.isVisible())) await page.getByTestId('edit-notes').click();
  await input.fill(notes);
}

/** The conflict dialog's two columns for the notes. */
async function notesRow(page: Page) {
  const row = page.getByTestId('conflict-dialog').locator('tr[data-field=notes]');
  await row.waitFor();
  return {
    mine: await row.getByTestId('conflict-mine').textContent(),
    theirs: await row.getByTestId('conflict-theirs').textContent(),
  };
}

describe('one user on two devices (issue 30: no lost updates)', () => {
  const session = useBrowser();

  it('never lets the older copy overwrite the newer silently: the user sees both and chooses', async () => {
    const laptop = session.page;
    const account = newAccount('two-devices');
    await openSignedInEditor(laptop, account);
    await writeExampleInvoice(laptop, 'Two Devices B.V.');
    const number = await save(laptop);
    await cloudSynced(laptop);

    // The phone: another browser context (its own storage; a phone's screen once signed in) of
    // the same user, holding the invoice as the cloud had it then.
    const phoneContext = await session.newContext();
    const phone = await phoneContext.newPage();
    await openSignedInEditor(phone, account);
    await phone.setViewportSize({ width: 390, height: 844 });
    await openInvoice(phone, number);

    // The laptop changes the notes, and the cloud takes them.
    await writeNotes(laptop, 'Notes from the laptop');
    const afterLaptop = await storedWith(session.context, laptop, number, 'Notes from the laptop');
    await cloudSynced(laptop);

    // The phone, still on the older copy, changes them too: it is told, not obeyed.
    await writeNotes(phone, 'Notes from the phone');
    await expect(notesRow(phone)).resolves.toEqual({
      mine: 'Notes from the phone',
      theirs: 'Notes from the laptop',
    });
    await expect(
      phone.getByTestId('conflict-dialog').getByRole('heading').textContent(),
    ).resolves.toBe(`Invoice ${number} was changed on another device`);
    expect((await stored(session.context, laptop, number)).notes).toBe('Notes from the laptop');
    // On the phone's screen both versions stack: nothing runs off the side.
    await expect(
      phone
        .getByTestId('conflict-dialog')
        .evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth),
    ).resolves.toBe(true);

    // The phone takes the laptop's version: its copy becomes it, nothing is sent.
    await phone.getByTestId('conflict-take-theirs').click();
    await phone.getByTestId('conflict-dialog').waitFor({ state: 'detached' });
    await cloudSynced(phone);
    await expect(phone.getByTestId('notes-input').inputValue()).resolves.toBe(
      'Notes from the laptop',
    );
    expect(await stored(phoneContext, phone, number)).toMatchObject({
      notes: 'Notes from the laptop',
      version: afterLaptop.version,
    });

    // Round two: the laptop (now the older copy) and the phone both change the notes; the
    // laptop's change comes second, sees the phone's, and keeps its own by choice.
    await writeNotes(phone, 'Second notes from the phone');
    await storedWith(phoneContext, phone, number, 'Second notes from the phone');
    await writeNotes(laptop, 'Second notes from the laptop');
    await expect(notesRow(laptop)).resolves.toEqual({
      mine: 'Second notes from the laptop',
      theirs: 'Second notes from the phone',
    });
    await laptop.getByTestId('conflict-keep-mine').click();
    await laptop.getByTestId('conflict-dialog').waitFor({ state: 'detached' });
    const final = await storedWith(session.context, laptop, number, 'Second notes from the laptop');
    expect(final.version).toBe(afterLaptop.version + 2);
    await cloudSynced(laptop);
  });
});
