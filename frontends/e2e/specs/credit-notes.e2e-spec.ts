// Issue 31, the editor's part: crediting an invoice in the browser, in both languages, signed in
// (the credit note reaches the server through the sync path) and without an account.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import {
  cloudSynced,
  fillLines,
  fillParty,
  openEditor,
  openSignedInEditor,
  save,
  text,
  year,
} from '../support/editor.js';
import { exportPdf, pdfText } from '../support/pdf-content.js';

const editor = (page: Page) => page.getByTestId('invoice-editor');

/** Two lines: 2 x 100.00 and 1 x 50.00 at 21 % (total 302.50); saved, its number. */
async function writeAndSave(page: Page, recipient: string): Promise<string> {
  await fillParty(page, 'sender', { company: 'Jansen Design', city: 'Amsterdam' });
  await fillParty(page, 'recipient', { company: recipient, email: 'billing@acme.example' });
  await fillLines(page, [
    { quantity: '2', description: 'Design work', price: '100.00', vat: '21' },
    { quantity: '1', description: 'Hosting', price: '50.00', vat: '21' },
  ]);
  return (await save(page)).trim();
}

async function creditInFull(page: Page): Promise<string> {
  await editor(page).getByTestId('action-credit').click();
  const confirm = page.getByTestId('credit-full-dialog');
  await confirm.waitFor();
  await confirm.getByRole('button').last().click();
  await page.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
  return text(page, 'invoice-number');
}

describe('credit notes in the editor', () => {
  const session = useBrowser({ acceptDownloads: true });

  it('credits a sent invoice in full, signed in: numbers, links both ways, totals and the overview', async () => {
    const { page } = session;
    await openSignedInEditor(page, newAccount('credit-full'));
    const number = await writeAndSave(page, 'Acme Studio B.V.');
    await cloudSynced(page);

    const creditNumber = await creditInFull(page);
    expect(creditNumber).toBe(`CN-${year()}-0001`);
    await expect(text(page, 'document-title')).resolves.toBe('Credit note');
    await expect(text(page, 'credit-reference')).resolves.toContain(
      `Credit note for invoice ${number} of`,
    );
    await expect(text(page, 'total-total')).resolves.toBe('-€302.50');
    // The sync path stores it on the server (POST /api/invoices with documentType).
    await cloudSynced(page);

    // The PDF is a credit note with negative amounts and the reference.
    const pdf = await pdfText(await exportPdf(page));
    expect(pdf).toContain('Credit note');
    expect(pdf).toContain(number);
    expect(pdf).toContain('-€302.50');

    await editor(page).getByTestId('credited-invoice-link').click();
    await expect(text(page, 'invoice-number')).resolves.toBe(number);
    const status = editor(page).getByTestId('credit-status');
    await expect(status.getAttribute('data-credit-status')).resolves.toBe('full');
    await expect(status.getByTestId('credit-note-link').textContent()).resolves.toBe(creditNumber);
    await expect(editor(page).getByTestId('payment-status').textContent()).resolves.toBe(
      'Credited',
    );

    // The overview: the original's card says credited; the period's invoiced amount is net (0).
    const card = page.getByTestId('invoice-card').filter({ hasText: number }).first();
    await expect(card.getByTestId('credit-status-badge').textContent()).resolves.toBe('Credited');
    await page.getByTestId('amount-invoiced').filter({ hasText: '€0.00' }).waitFor();
    await page.getByTestId('document-filter-credit_note').click();
    await expect(page.getByTestId('invoice-card').count()).resolves.toBe(1);
    await expect(text(page, 'card-total')).resolves.toBe('-€302.50');
  });

  it('credits part of a paid invoice by lines in Dutch, and refuses more than is left', async () => {
    const { page } = session;
    await openSignedInEditor(page, newAccount('credit-part'), '/nl');
    const number = await writeAndSave(page, 'Betaald B.V.');
    await editor(page).getByTestId('payment-status').selectOption('paid');
    await cloudSynced(page);

    await editor(page).getByTestId('action-credit-part').click();
    const dialog = page.getByTestId('credit-dialog');
    await dialog.waitFor();
    const quantities = dialog.getByTestId('credit-line-quantity');
    await quantities.first().fill('3');
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(
      'Dit crediteert meer van een regel dan er nog niet gecrediteerd is',
    );
    await quantities.first().fill('1');
    await expect(text(page, 'credit-total')).resolves.toContain('121,00');
    await dialog.getByTestId('credit-submit').click();
    await page.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
    await expect(text(page, 'document-title')).resolves.toBe('Creditnota');
    await expect(text(page, 'credit-reference')).resolves.toContain(
      `Creditnota bij factuur ${number} van`,
    );
    await cloudSynced(page);

    await editor(page).getByTestId('credited-invoice-link').click();
    await expect(editor(page).getByTestId('credit-status-badge').textContent()).resolves.toBe(
      'Deels gecrediteerd',
    );

    // What is left is 181,50: an amount above it is refused with the message.
    await editor(page).getByTestId('action-credit-part').click();
    await page.getByTestId('credit-mode-amount').check();
    await page.getByTestId('credit-amount').fill('181,51');
    await expect(page.getByTestId('credit-error').textContent()).resolves.toBe(
      'Dit crediteert meer dan er nog niet gecrediteerd is op de factuur',
    );
  });

  it('credits an invoice without an account, on a phone', async () => {
    const { context } = session;
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await openEditor(phone);
    const number = await writeAndSave(phone, 'Offline B.V.');
    await editor(phone).getByTestId('action-credit-part').click();
    const dialog = phone.getByTestId('credit-dialog');
    await dialog.waitFor();
    // Nothing scrolls sideways at 390 px.
    await expect(
      phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await dialog.getByTestId('credit-line-quantity').last().fill('1');
    await dialog.getByTestId('credit-submit').press('Enter');
    await phone.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
    await expect(text(phone, 'invoice-number')).resolves.toBe(`CN-${year()}-0001`);
    await expect(text(phone, 'credit-reference')).resolves.toContain(number);
    await phone.close();
  });
});
