import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  addDays,
  formatInstant,
  nextDayStart,
  parseEmailTimestamp,
  storedDateOf,
  type Language,
} from '@app/contracts/invoice';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { onlyEmailSent } from '../support/outbox.js';
import {
  cloudSynced,
  fillLines,
  fillParty,
  openSignedInEditor,
  writeExampleInvoice,
} from '../support/editor.js';

/**
 * Issue 29, "data that must follow the user": the sender and bank account reach a second
 * browser without saving an invoice; the saved dialog says where the invoice is; every time on a
 * screen is on one clock, the user's, with the zone named when it is not Amsterdam's; and an
 * invoice shows overdue as soon as it is, without waiting for the server's sweep.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const IBAN = 'NL91ABNA0417164300';

/** An authenticated call of the API, as the app makes them. */
async function api(context: BrowserContext, page: Page, path: string, data?: unknown) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(context, page)}` };
  const response =
    data === undefined
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

type StoredSettings = {
  settings: {
    defaultCompany: { company: string } | null;
    paymentMethods: { bank: { iban: string } };
  };
};

/** Waits (bounded) until the account's settings have the sender and the bank account. */
async function settingsStored(context: BrowserContext, page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { settings } = (await api(context, page, '/api/user/settings')) as StoredSettings;
    if (
      settings.defaultCompany?.company === 'Jansen Design' &&
      settings.paymentMethods.bank.iban === IBAN
    )
      return;
    if (Date.now() > deadline) throw new Error(`Not in the settings: ${JSON.stringify(settings)}`);
    await page.waitForTimeout(250);
  }
}

/** The draft's From block and payment methods show the account's, not the placeholders. */
async function draftShowsTheAccount(page: Page): Promise<void> {
  const company = page.locator('.party--sender .party__line[data-field=company]');
  await company.filter({ hasText: 'Jansen Design' }).waitFor();
  await expect(company.getAttribute('class')).resolves.not.toContain('is-placeholder');
  await page.getByTestId('bank-iban').filter({ hasText: 'NL91 ABNA 0417 1643 00' }).waitFor();
  await expect(page.getByTestId('add-payment-methods').count()).resolves.toBe(0);
}

/** Saves the invoice in the editor; resolves to the saved dialog's line about where it is. */
async function saveAndSay(page: Page) {
  await page.getByTestId('action-save').click();
  const where = page.getByTestId('saved-dialog').getByTestId('saved-where');
  await where.waitFor();
  await expect(where.getAttribute('role')).resolves.toBe('status');
  return where;
}

async function fitsTheScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await page.getByTestId('saved-dialog').boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= width).toBe(true);
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(width);
}

describe('data that follows the user (issue 29)', () => {
  const session = useBrowser({ viewport: DESKTOP });

  it('takes the sender and bank account to a second browser without a save, and says where a saved invoice is', async () => {
    const { context, page: laptop } = session;
    const account = newAccount('follows');
    await openSignedInEditor(laptop, account);

    // The From block and the bank account, set up without saving an invoice: they are settings.
    await fillParty(laptop, 'sender', {
      company: 'Jansen Design',
      address: 'Keizersgracht 1',
      postalCode: '1015 AA',
      city: 'Amsterdam',
    });
    await laptop.getByTestId('edit-paymentMethods').click();
    await laptop.getByTestId('bank-enabled').check();
    await laptop.getByTestId('bank-account-name').fill('Jansen Design');
    await laptop.getByTestId('bank-iban-input').fill(IBAN);
    await laptop.getByTestId('bank-iban-input').press('Enter');
    await settingsStored(context, laptop);

    // A clean browser of the same user, a phone in Dutch: its draft starts from them, also
    // after a reload.
    const phoneContext = await session.newContext({ viewport: DESKTOP });
    const phone = await phoneContext.newPage();
    // Signed in at the default size: the phone header keeps the profile button in its menu.
    await openSignedInEditor(phone, account, '/nl');
    await phone.setViewportSize(PHONE);
    await draftShowsTheAccount(phone);
    await phone.reload();
    await phone.getByTestId('invoice-editor').waitFor();
    await cloudSynced(phone);
    await draftShowsTheAccount(phone);
    await expect(seriousViolations(phone)).resolves.toEqual([]);

    // Saved on the phone: in the account, said in Dutch, on a phone's screen.
    await fillParty(phone, 'recipient', { company: 'Telefoon B.V.' });
    await fillLines(phone, [{ quantity: '1', description: 'Advies', price: '100', vat: '21' }]);
    const onPhone = await saveAndSay(phone);
    await phone.locator('[data-testid=saved-where][data-where=account]').waitFor();
    await expect(onPhone.textContent()).resolves.toMatch(
      /^Factuur .+ is opgeslagen in je account: je vindt hem op elk apparaat waarop je inlogt\.$/,
    );
    await fitsTheScreen(phone);
    await expect(
      seriousViolations(phone, { include: ['[data-testid=saved-dialog]'] }),
    ).resolves.toEqual([]);

    // Saved on the laptop: in the account, in English.
    await writeExampleInvoice(laptop, 'Laptop B.V.');
    const onLaptop = await saveAndSay(laptop);
    await laptop.locator('[data-testid=saved-where][data-where=account]').waitFor();
    const number = (await laptop.getByTestId('invoice-number').textContent()) ?? '';
    await expect(onLaptop.textContent()).resolves.toBe(
      `Invoice ${number} is saved in your account: you will find it on every device you sign in on.`,
    );
    await fitsTheScreen(laptop);
    await expect(
      seriousViolations(laptop, { include: ['[data-testid=saved-dialog]'] }),
    ).resolves.toEqual([]);

    // Offline, a saved invoice is in this browser until the browser is back online; the line
    // follows while the dialog is open. The new invoice starts from the settings too.
    await laptop.getByTestId('saved-new').click();
    await draftShowsTheAccount(laptop);
    await fillParty(laptop, 'recipient', { company: 'Offline B.V.' });
    await context.setOffline(true);
    const offline = await saveAndSay(laptop);
    await laptop.locator('[data-testid=saved-where][data-where=offline]').waitFor();
    await expect(offline.textContent()).resolves.toMatch(
      /^Invoice .+ is saved in this browser\. It will be saved to your account as soon as you are back online\.$/,
    );
    await context.setOffline(false);
    await laptop
      .locator('[data-testid=saved-where][data-where=account]')
      .waitFor({ timeout: 15_000 });
  });

  it('shows every time on one clock, the user’s, and an invoice overdue as soon as it is', async () => {
    // A device in UTC, whose clock is not Amsterdam's: its times say so.
    const context = await session.newContext({ viewport: DESKTOP, timezoneId: 'UTC' });
    const page = await context.newPage();
    // The browser's clock runs as usual until the test moves it to the next day.
    await page.clock.install();
    await openSignedInEditor(page, newAccount('one-clock'));

    // Issue 29's invoice: past its due date when it is sent. Dated in this month (the overview's
    // period); on the 1st of a month only a due date before the invoice date lies in the past.
    const today = storedDateOf(new Date());
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const yesterday = addDays(today, -1) as string;
    const late = { date: today === firstOfMonth ? today : firstOfMonth, dueDate: yesterday };
    const invoice = (body: Record<string, unknown>) => ({
      invoice: {
        status: 'saved',
        paymentTerms: '14 days',
        recipient: {
          company: 'Late Payer B.V.',
          address: 'Oudegracht 12',
          postalCode: '3511 AB',
          city: 'Utrecht',
          email: 'billing@late.example',
        },
        items: [{ description: 'Work', quantity: '1', price: '100,00' }],
        ...body,
      },
    });
    const backDated = await api(context, page, '/api/invoices', invoice(late));
    // Sent today, due today: overdue from tomorrow, the next due-date crossing.
    const dueToday = await api(
      context,
      page,
      '/api/invoices',
      invoice({ date: today, dueDate: today, status: 'sent' }),
    );
    await page.reload();
    await cloudSynced(page);

    const card = (number: unknown) =>
      page.getByTestId('invoice-card').filter({ hasText: String(number) });
    await card(backDated.invoiceNumber).locator('.invoice-card__open').click();
    await page.getByTestId('action-previewSend').click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.getByTestId('send-submit').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('[data-testid=invoice-editor][data-status=sent]').waitFor();

    // Sent past its due date: overdue at once, in the editor and under the Overdue filter.
    await expect(page.getByTestId('payment-status').inputValue()).resolves.toBe('overdue');
    await page.getByTestId('filter-overdue').click();
    await card(backDated.invoiceNumber).filter({ hasText: 'Overdue' }).waitFor();
    await expect(card(dueToday.invoiceNumber).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByTestId('filter-all').click();

    // The read-only panel, the history and the sync line: one clock, UTC, named.
    const email = await onlyEmailSent(context, page, String(backDated.id));
    const record = email as unknown as { scheduled_at: unknown; sent_at: unknown };
    const shown = (language: Language) =>
      [record.sent_at, record.scheduled_at].map((value) =>
        formatInstant(parseEmailTimestamp(value) ?? Number.NaN, { locale: language, zone: 'UTC' }),
      );
    const sentLine = await page.getByTestId('read-only-sent').textContent();
    expect(shown('en').map((time) => `Sent ${time} to billing@late.example`)).toContain(sentLine);
    expect(sentLine).toMatch(/^Sent \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M UTC to /);
    await expect(page.getByTestId('sync-status').textContent()).resolves.toMatch(
      /^All changes saved to the cloud at \d{1,2}:\d\d [AP]M UTC$/,
    );
    await page.getByTestId('action-history').click();
    const history = page.getByTestId('history-dialog');
    const sentEntry = history
      .getByTestId('history-entry')
      .filter({ hasText: 'Email sent to billing@late.example' });
    await sentEntry.waitFor();
    await expect(sentEntry.locator('time').textContent()).resolves.toBe(shown('en')[0]);
    await history.getByTestId('history-entry').filter({ hasText: 'Payment overdue' }).waitFor();
    await expect(
      seriousViolations(page, { include: ['[data-testid=history-dialog]'] }),
    ).resolves.toEqual([]);
    await page.keyboard.press('Escape');

    // The same in Dutch, on a phone.
    await page.setViewportSize(PHONE);
    await page.goto('/nl');
    await cloudSynced(page);
    await card(backDated.invoiceNumber).locator('.invoice-card__open').click();
    const dutchLine = page.getByTestId('read-only-sent');
    await dutchLine
      .filter({
        hasText: /^Verstuurd naar billing@late\.example \(\d\d-\d\d-\d{4} \d\d:\d\d UTC\)$/,
      })
      .waitFor();
    expect(shown('nl').map((time) => `Verstuurd naar billing@late.example (${time})`)).toContain(
      await dutchLine.textContent(),
    );
    await expect(page.getByTestId('payment-status').inputValue()).resolves.toBe('overdue');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The due-date crossing: at midnight in Amsterdam the invoice due today becomes overdue,
    // on a page left open, without the server saying so.
    await page.setViewportSize(DESKTOP);
    const dueCard = card(dueToday.invoiceNumber);
    await dueCard.filter({ hasText: 'Openstaand' }).waitFor();
    await page.clock.fastForward(nextDayStart(Date.now()) - Date.now() + 60_000);
    await dueCard.filter({ hasText: 'Te laat' }).waitFor();
    await page.getByTestId('filter-overdue').click();
    await dueCard.waitFor();
  });
});
