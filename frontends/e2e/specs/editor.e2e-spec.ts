import { beforeEach, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { computeTotals, formatMoney, storedDateOf } from '@app/contracts/invoice';
import { useBrowser } from '../support/browser.js';
import {
  DISCOUNT,
  STORED_ITEMS,
  openEditor,
  save,
  storedLocally,
  text,
  writeExampleInvoice,
  year,
} from '../support/editor.js';

describe('the invoice editor, signed out', () => {
  const session = useBrowser({ acceptDownloads: true });
  // The journeys below use these names; each test gets the session's fresh context and page.
  let context: BrowserContext;
  let page: Page;
  beforeEach(() => {
    ({ context, page } = session);
  });

  it('writes an invoice whose totals equal computeTotals to the cent and saves it as INV-{year}-0300', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);

    const expected = computeTotals({ items: STORED_ITEMS, discount: DISCOUNT });
    await expect(text(page, 'total-subtotal')).resolves.toBe(formatMoney(expected.subtotal, 'en'));
    await expect(text(page, 'total-discount')).resolves.toBe(
      `-${formatMoney(expected.discountAmount, 'en')}`,
    );
    for (const line of expected.vatBreakdown) {
      await expect(text(page, `total-vat-${line.rate}`)).resolves.toBe(formatMoney(line.vat, 'en'));
    }
    await expect(text(page, 'total-total')).resolves.toBe(formatMoney(expected.total, 'en'));
    expect(expected.total).toBe(77743);

    await expect(save(page)).resolves.toBe(`INV-${year()}-0300`);
    await expect(page.getByTestId('overview').textContent()).resolves.toContain(
      `INV-${year()}-0300`,
    );
  });

  it('exports a valid PDF with the number, the recipient and the total', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('action-exportPdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice_${number}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
    let content = '';
    for (let index = 1; index <= document.numPages; index += 1) {
      const pdfPage = await document.getPage(index);
      const textContent = await pdfPage.getTextContent();
      content += textContent.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    const total = computeTotals({ items: STORED_ITEMS, discount: DISCOUNT }).total;
    expect(content).toContain(number);
    expect(content).toContain('Acme Studio B.V.');
    expect(content.replace(/\s+/g, ' ')).toContain(formatMoney(total, 'en'));
  });

  it('keeps invoices and settings over a reload, and a copy saved gets the next number', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-country').selectOption('BE');
    await storedLocally(page, [number], { country: 'BE' });

    await page.reload();
    await page.getByTestId('invoice-card').first().waitFor();
    await expect(page.getByTestId('card-number').first().textContent()).resolves.toBe(
      `INV-${year()}-0300`,
    );
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-country').inputValue()).resolves.toBe('BE');
    await page.getByTestId('settings-button').click();
    // The sender is remembered for the next invoice.
    await expect(text(page, 'edit-sender')).resolves.toContain('Jansen Design');

    await page
      .getByTestId('invoice-card')
      .filter({ hasText: `INV-${year()}-0300` })
      .getByTestId('card-copy')
      .click();
    await expect(text(page, 'invoice-number')).resolves.toBe('Number assigned on save');
    await expect(page.getByTestId('status-badge').textContent()).resolves.toBe('Draft');
    await expect(text(page, 'edit-recipient')).resolves.toContain('Acme Studio B.V.');
    await expect(page.getByTestId('item-description').nth(2).inputValue()).resolves.toBe(
      'Online course',
    );
    await expect(save(page)).resolves.toBe(`INV-${year()}-0301`);
  });

  it('speaks Dutch under /nl with Dutch money and dates, and keeps the invoice language', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    await storedLocally(page, [await save(page)]);

    await page.getByTestId('settings-button').click();
    await page.getByTestId('interface-language-link').click();
    await page.waitForURL('**/nl');
    await page.getByTestId('invoice-card').first().waitFor();

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Factuureditor',
    );
    const total = computeTotals({ items: STORED_ITEMS, discount: DISCOUNT }).total;
    expect(formatMoney(total, 'nl')).toBe('€ 777,43');
    await expect(text(page, 'card-total')).resolves.toBe('€ 777,43');
    await expect(text(page, 'total-subtotal')).resolves.toMatch(/^€ \d/);
    await expect(text(page, 'invoice-date')).resolves.toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect(text(page, 'language-notice')).resolves.toContain('Engels');

    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-invoice-language').inputValue()).resolves.toBe('en');
    await page.getByTestId('settings-invoice-language').selectOption('nl');
    await page.getByTestId('language-notice').waitFor({ state: 'detached' });
  });

  it('asks before deleting: Escape cancels, Enter confirms', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);
    const card = page.getByTestId('invoice-card').filter({ hasText: number });

    await card.getByTestId('card-delete').click();
    await page.getByTestId('delete-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('delete-dialog').waitFor({ state: 'detached' });
    await expect(card.count()).resolves.toBe(1);

    await card.getByTestId('card-delete').click();
    await page.getByTestId('delete-dialog').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('delete-dialog').waitFor({ state: 'detached' });
    await expect(card.count()).resolves.toBe(0);

    await storedLocally(page, []);
    await page.reload();
    await page.getByTestId('overview-empty').waitFor();
  });

  it('creates and saves an invoice offline, and it survives going online and reloading', async () => {
    await openEditor(page);
    await context.setOffline(true);
    await writeExampleInvoice(page, 'Offline Klant');
    const number = await save(page);
    expect(number).toBe(`INV-${year()}-0300`);
    await storedLocally(page, [number]);

    await context.setOffline(false);
    await page.reload();
    const card = page.getByTestId('invoice-card').filter({ hasText: number });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('Offline Klant');
  });

  it('takes over what a second tab saves', async () => {
    await openEditor(page);
    const second = await context.newPage();
    await openEditor(second);
    await page.bringToFront();
    await writeExampleInvoice(page, 'Second Tab B.V.');
    const number = await save(page);
    await second.getByTestId('invoice-card').filter({ hasText: number }).waitFor({ timeout: 5000 });
  });

  it('locks an invoice marked paid and shows the summary panel', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);

    await page.getByTestId('payment-status').selectOption('paid');
    const panel = page.getByTestId('read-only-panel');
    await panel.waitFor();
    await expect(panel.getByTestId('read-only-number').textContent()).resolves.toBe(number);
    await expect(panel.textContent()).resolves.toContain('Acme Studio B.V.');
    await expect(page.getByTestId('invoice-editor').getAttribute('data-read-only')).resolves.toBe(
      'true',
    );
    await expect(page.getByTestId('item-price').first().isEditable()).resolves.toBe(false);
    await expect(page.getByTestId('edit-recipient').getAttribute('role')).resolves.toBeNull();

    await panel.getByRole('button', { name: 'Collapse the summary' }).click();
    await page.getByTestId('read-only-pill').click();
    await panel.waitFor();
  });

  it('recomputes the due date from the terms, warns about a past date and numbers with the edited format', async () => {
    await openEditor(page);
    await page.getByTestId('edit-paymentTerms').click();
    await page.getByTestId('date-input').fill('2026-01-10');
    await page.getByLabel('30 days').check();
    await page.getByTestId('date-input').press('Enter');
    await expect(text(page, 'due-date')).resolves.toBe('02/09/2026');
    await expect(text(page, 'payment-terms')).resolves.toBe('30 days');
    if (storedDateOf(new Date()) > '2026-01-10') {
      await page.getByTestId('past-date-warning').waitFor();
    }

    await page.getByTestId('edit-paymentTerms').click();
    await page.getByTestId('custom-days').fill('45');
    await page.getByTestId('custom-days').press('Enter');
    await expect(text(page, 'due-date')).resolves.toBe('02/24/2026');

    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-number-format').click();
    await page.getByTestId('number-format-prefix').fill('fac');
    await expect(text(page, 'number-format-example')).resolves.toBe('FAC-2026-0300');
    await page.getByTestId('number-format-prefix').press('Enter');
    await expect(save(page)).resolves.toBe('FAC-2026-0300');
  });

  it('filters the overview by a custom period and by payment status', async () => {
    await openEditor(page);
    await writeExampleInvoice(page);
    const number = await save(page);
    const cards = page.getByTestId('invoice-card');
    await expect(cards.count()).resolves.toBe(1);

    await page.getByTestId('filter-paid').click();
    await expect(text(page, 'overview-empty')).resolves.toBe('No paid invoices');
    await page.getByTestId('filter-all').click();

    await page.getByTestId('period-custom').click();
    await page.getByTestId('range-popover').getByRole('button', { name: 'Previous year' }).click();
    await page.getByTestId('range-apply').click();
    await expect(text(page, 'overview-empty')).resolves.toBe('No invoices in this period yet');
    // The welcome bar is for someone with no invoices at all (issue 20), not for an empty period.
    await expect(page.getByTestId('welcome-bar').count()).resolves.toBe(0);

    await page.getByTestId('period-planned').click();
    await expect(page.getByTestId('filter-all').count()).resolves.toBe(0);
    await page.getByTestId('period-current').click();
    await cards.filter({ hasText: number }).waitFor();
  });

  it("opens the shell's sign-in dialog from the login-required dialog", async () => {
    await openEditor(page);
    await page.getByTestId('logo-area').click();
    const dialog = page.getByTestId('login-required-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('login-required-sign-in').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid=login-modal]').waitFor();
    await expect(page.getByTestId('login-modal').textContent()).resolves.toContain('Google');
  });
});
