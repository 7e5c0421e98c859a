// Issue 29, "every action answers": Connect Mollie says why it cannot connect (item 8); saving a
// schedule and the export problems answer in the product's own notices and dialogs, never the
// browser's alert box (item 9); the schedule modal previews the next three invoice dates (item
// 14). In English and Dutch, on a laptop (1280x800) and a phone (390x844).
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { storedDateOf } from '@app/contracts/invoice';
import { accessTokenOf, ADMIN_ACCOUNT, newAccount, signInThenOpen } from '../support/accounts.js';
import {
  LAPTOP,
  PHONE,
  fitsViewport,
  focused,
  nativeDialogsOf,
  previewDates,
  sentInvoiceEmail,
  showInvoice,
  storedInvoiceId,
  switchLanguage,
  textOf,
} from '../support/answers.js';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, useBrowser } from '../support/browser.js';
import { cloudSynced, openEditor, openSignedInEditor, save } from '../support/editor.js';

/** axe-core's serious and critical findings in what this journey added to the page. */
const violationsIn = (page: Page, selector: string) =>
  seriousViolations(page, { include: [selector] });

describe('every action answers (issue 29)', () => {
  const session = useBrowser({ acceptDownloads: true, viewport: LAPTOP });
  // One user for the signed-in journeys; each signs in again in its own browser context.
  const account = newAccount('answers');

  it("Connect Mollie says why when the server has no Mollie app, in both languages; otherwise it connects through Mollie's page", async () => {
    const { page } = session;
    const dialogs = nativeDialogsOf(page);
    await openSignedInEditor(page, account);
    // What a production server without Mollie keys answers; this one runs the stand-in instead.
    const authUrl = (url: URL) => url.pathname === '/api/mollie/auth/url';
    await page.route(authUrl, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'MOLLIE_NOT_CONFIGURED',
          message: 'Connecting Mollie is not available: this server has no Mollie app configured',
        }),
      }),
    );
    await page.getByTestId('edit-paymentMethods').click();
    await page.getByTestId('mollie-connect').click();
    const why = page.getByRole('alert').filter({ hasText: 'Mollie cannot be connected here' });
    await why.waitFor();
    await expect(textOf(why)).resolves.toBe(
      "Mollie cannot be connected here: this server has no Mollie app set up. Please ask the site's administrator.",
    );
    await expect(page.getByTestId('mollie-connect').isEnabled()).resolves.toBe(true);
    await expect(violationsIn(page, '.payment-methods__mollie-connect')).resolves.toEqual([]);
    await page.setViewportSize(PHONE);
    await fitsViewport(page, why);
    await page.setViewportSize(LAPTOP);

    await switchLanguage(page, 'Nederlands');
    if (!(await page.getByTestId('mollie-connect').isVisible())) {
      await page.getByTestId('edit-paymentMethods').click();
    }
    await page.getByTestId('mollie-connect').click();
    const waarom = page.getByRole('alert').filter({ hasText: 'Mollie kan hier niet' });
    await waarom.waitFor();
    await expect(textOf(waarom)).resolves.toBe(
      'Mollie kan hier niet worden gekoppeld: op deze server is geen Mollie-app ingesteld. Vraag het de beheerder van de site.',
    );
    await expect(violationsIn(page, '.payment-methods__mollie-connect')).resolves.toEqual([]);
    await page.setViewportSize(PHONE);
    await fitsViewport(page, waarom);
    await page.setViewportSize(LAPTOP);

    // With Mollie there (on a fresh clone: the stand-in), the same button connects.
    await page.unroute(authUrl);
    await page.getByTestId('mollie-connect').click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/');
    await page.locator('[data-testid=mollie-return-notice][data-outcome=connected]').waitFor();
    expect(dialogs).toEqual([]);
  });

  it('the schedule modal previews the next three invoice dates as the choices change, and saving says so', async () => {
    const { context, page } = session;
    const dialogs = nativeDialogsOf(page);
    await openSignedInEditor(page, account);
    const number = await save(page);
    await cloudSynced(page);

    await page.getByTestId('action-schedule').click();
    await page.getByTestId('schedule-save').waitFor();
    // Monthly on the 31st from next January: a short month uses its last day.
    const year = Number(storedDateOf(new Date()).slice(0, 4)) + 1;
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    await page.getByTestId('schedule-type').selectOption('monthly');
    await page.getByTestId('schedule-day').fill('31');
    await page.getByTestId('schedule-start').fill(`${year}-01-01`);
    const monthly = [`01/31/${year}`, `02/${february}/${year}`, `03/31/${year}`];
    await expect(previewDates(page, monthly)).resolves.toEqual(monthly);
    await expect(page.getByRole('list', { name: 'Next invoices' }).count()).resolves.toBe(1);
    // It follows every change.
    await page.getByTestId('schedule-type').selectOption('quarterly');
    const quarterly = [`01/31/${year}`, `04/30/${year}`, `07/31/${year}`];
    await expect(previewDates(page, quarterly)).resolves.toEqual(quarterly);
    await page.getByTestId('schedule-end').fill(`${year}-05-01`);
    const twoLeft = quarterly.slice(0, 2);
    await expect(previewDates(page, twoLeft)).resolves.toEqual(twoLeft);
    await expect(textOf(page.getByTestId('schedule-preview'))).resolves.toContain(
      'Then the schedule ends.',
    );
    await page.getByTestId('schedule-end-clear').click();
    await expect(previewDates(page, quarterly)).resolves.toEqual(quarterly);
    await expect(violationsIn(page, '[data-testid=schedule-modal]')).resolves.toEqual([]);

    await page.getByTestId('schedule-save').click();
    await page.getByTestId('schedule-modal').waitFor({ state: 'detached' });
    const saved = page.locator('[role=status] [data-testid=schedule-saved]');
    await saved.waitFor();
    await expect(textOf(saved.locator('p'))).resolves.toBe('Schedule saved');
    await expect(violationsIn(page, '[data-testid=status-notices]')).resolves.toEqual([]);
    // The first date shown is the one the server stored: one rule for both.
    const id = await storedInvoiceId(context, page, number);
    const stored = await page.request.get(`/api/schedules/invoice/${id}`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
    });
    await expect(stored.json()).resolves.toMatchObject({ nextInvoiceDate: `${year}-01-31` });

    // In Dutch, on a phone: the dates the Dutch way, and the answer in Dutch.
    await switchLanguage(page, 'Nederlands');
    await page.setViewportSize(PHONE);
    await showInvoice(page, number);
    await page.getByTestId('action-schedule').click();
    await page.getByTestId('schedule-save').waitFor();
    const dutch = [`31-01-${year}`, `30-04-${year}`, `31-07-${year}`];
    await expect(previewDates(page, dutch)).resolves.toEqual(dutch);
    await expect(page.getByRole('list', { name: 'Volgende facturen' }).count()).resolves.toBe(1);
    await fitsViewport(page, page.getByTestId('schedule-preview'));
    await page.getByTestId('schedule-active').uncheck();
    await expect(textOf(page.getByTestId('schedule-preview-none'))).resolves.toBe(
      'Niet actief: deze planning maakt geen facturen.',
    );
    await page.getByTestId('schedule-active').check();
    await expect(previewDates(page, dutch)).resolves.toEqual(dutch);
    await expect(violationsIn(page, '[data-testid=schedule-modal]')).resolves.toEqual([]);
    await page.getByTestId('schedule-save').click();
    await page.getByTestId('schedule-modal').waitFor({ state: 'detached' });
    const opgeslagen = page
      .locator('[role=status] [data-testid=schedule-saved]')
      .filter({ hasText: 'Planning opgeslagen' });
    await opgeslagen.waitFor();
    await fitsViewport(page, opgeslagen);
    await expect(violationsIn(page, '[data-testid=status-notices]')).resolves.toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it('export problems come in the product’s own dialog and notices, never a browser alert box', async () => {
    const { page } = session;
    const dialogs = nativeDialogsOf(page);
    await openEditor(page);
    const number = await save(page);

    // The e-invoice's blockers: an alert dialog naming each; OK has focus, then gives it back.
    await page.getByTestId('action-exportUbl').click();
    const blockers = page.getByRole('alertdialog', { name: 'Not an e-invoice yet' });
    await blockers.waitFor();
    await expect(textOf(blockers)).resolves.toContain(
      'This invoice cannot be an e-invoice (Peppol BIS 3.0) yet. Please add:',
    );
    await expect(blockers.getByTestId('ubl-blocker').allTextContents()).resolves.toContain(
      "your customer's company name (To)",
    );
    await expect(focused(page)).resolves.toBe('ubl-blockers-ok');
    await expect(violationsIn(page, '[data-testid=ubl-blockers]')).resolves.toEqual([]);
    await page.setViewportSize(PHONE);
    await fitsViewport(page, blockers);
    await page.keyboard.press('Enter');
    await blockers.waitFor({ state: 'detached' });
    await expect(focused(page)).resolves.toBe('action-exportUbl');
    await page.setViewportSize(LAPTOP);

    // The PDF's fonts cannot be fetched: the export fails, and the page says so at once.
    const fonts = (url: URL) => url.pathname.endsWith('.ttf');
    await page.route(fonts, (route) => route.abort());
    await page.getByTestId('action-exportPdf').click();
    const failed = page.locator('[role=alert][data-testid=pdf-failed]');
    await failed.waitFor();
    await expect(textOf(failed.locator('p'))).resolves.toBe(
      'Failed to generate PDF. Please try again.',
    );
    await expect(violationsIn(page, '[data-testid=status-notices]')).resolves.toEqual([]);
    await page.setViewportSize(PHONE);
    await fitsViewport(page, failed);
    await failed.getByRole('button', { name: 'Dismiss message' }).click();
    await failed.waitFor({ state: 'detached' });
    // Once the fonts arrive, trying again works.
    await page.unroute(fonts);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('action-exportPdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice_.+\.pdf$/);

    // In Dutch, on a phone.
    await page.setViewportSize(LAPTOP);
    await switchLanguage(page, 'Nederlands');
    await showInvoice(page, number);
    await page.setViewportSize(PHONE);
    await page.getByTestId('action-exportUbl').click();
    const nietKlaar = page.getByRole('alertdialog', { name: 'Nog geen e-factuur' });
    await nietKlaar.waitFor();
    await expect(textOf(nietKlaar)).resolves.toContain(
      'Van deze factuur kan nog geen e-factuur (Peppol BIS 3.0) worden gemaakt. Vul nog aan:',
    );
    await fitsViewport(page, nietKlaar);
    await expect(violationsIn(page, '[data-testid=ubl-blockers]')).resolves.toEqual([]);
    await nietKlaar.getByRole('button', { name: 'OK' }).click();
    // The page keeps the fonts it fetched: a fresh one has to fetch them again.
    await page.route(fonts, (route) => route.abort());
    await page.reload();
    await page.getByTestId('invoice-editor').waitFor();
    await page.getByTestId('action-exportPdf').click();
    const mislukt = page.locator('[role=alert][data-testid=pdf-failed]');
    await mislukt.waitFor();
    await expect(textOf(mislukt.locator('p'))).resolves.toBe(
      'Het maken van de pdf is mislukt. Probeer het opnieuw.',
    );
    await expect(violationsIn(page, '[data-testid=status-notices]')).resolves.toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it("the admin's PDF download failure shows in the page's alert line, not a browser alert box", async () => {
    const { page } = session;
    const dialogs = nativeDialogsOf(page);
    // A user e-mails an invoice, in a browser of their own.
    const userContext = await session.newContext();
    const userPage = await userContext.newPage();
    await signInThenOpen(userPage, newAccount('answers-mail'), '/');
    const emailId = await sentInvoiceEmail(userContext, userPage);

    await signInThenOpen(page, ADMIN_ACCOUNT, '/admin/email-queue');
    // The download fails on its way (the server's own failures are the backend tests').
    await page.route(
      (url) => url.pathname === `/api/admin/email-queue/${emailId}/pdf`,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const row = page.locator(`[data-testid=admin-email-row][data-email-id="${emailId}"]`);
    await row.getByTestId('admin-pdf').click();
    const message = page.getByTestId('admin-action-message');
    await message.filter({ hasText: 'Failed to download PDF' }).waitFor();
    await expect(message.getAttribute('role')).resolves.toBe('alert');
    await expect(violationsIn(page, '[data-testid=admin-action-message]')).resolves.toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
