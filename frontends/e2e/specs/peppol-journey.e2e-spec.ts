// Issue 33's journey ("Done when", first bullet), with nothing configured (the app's built-in
// Peppol stand-in, as on a fresh clone), in both languages and both window sizes: a Belgian user
// registers on Peppol, issues an invoice and a credit note to a Belgian customer found by lookup,
// sends both via Peppol and sees them delivered; an e-invoice arrives for the user, appears under
// Received, is read and marked paid.
import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { renderInvoiceUbl } from '@app/contracts/documents';
import { readyInvoice } from '../../../contracts/src/documents/testing/sample-ubl.js';
import { ruleFindings } from '../../../contracts/src/documents/testing/ubl-rules.js';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { appErrorsOf, useBrowser } from '../support/browser.js';
import {
  cloudSynced,
  fillLines,
  fillParty,
  openSignedInEditor,
  save,
  savedInvoiceId,
  text,
} from '../support/editor.js';

type Language = 'en' | 'nl';

const JOURNEYS = [
  { language: 'en' as Language, path: '/', viewport: { width: 1280, height: 800 } },
  { language: 'nl' as Language, path: '/nl', viewport: { width: 390, height: 844 } },
];

/** In the stand-in's directory: it receives invoices and credit notes (backend stand-in). */
const CUSTOMER_PEPPOL_ID = '0208:0123456749';

const TEXTS = { en: { paid: 'Paid' }, nl: { paid: 'Betaald' } } as const;

const editor = (page: Page) => page.getByTestId('invoice-editor');

/** A test control of the app (TEST_CONTROLS): the built-in stand-in's levers, as the user. */
async function control(
  context: BrowserContext,
  page: Page,
  path: string,
  body: object,
): Promise<void> {
  const response = await page.request.post(`/api/testing/peppol/${path}`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
    data: body,
  });
  expect(response.status()).toBeLessThan(300);
}

/** What went over Peppol for the document numbered `number` passes the encoded rules. */
async function sentUblIsValid(context: BrowserContext, page: Page, number: string): Promise<void> {
  const id = await savedInvoiceId(page, number);
  const response = await page.request.get(`/api/invoices/${id}/ubl`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
  });
  expect(response.status()).toBe(200);
  expect(ruleFindings(await response.text())).toEqual([]);
}

/** The customer's access point will accept the next document it receives. */
const customerAccepts = (context: BrowserContext, page: Page) =>
  control(context, page, 'responses', { recipient: CUSTOMER_PEPPOL_ID, answers: ['AP'] });

async function registerOnPeppol(page: Page): Promise<void> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('peppol-register').click();
  await page
    .locator('[data-testid=peppol-status][data-status=active]')
    .waitFor({ state: 'attached', timeout: 15000 });
  await expect(text(page, 'peppol-status')).resolves.toContain('0208:0417497106');
  await page.getByTestId('settings-button').click();
}

/** Sends the open document via Peppol (the dialog's default for a Belgian customer). */
async function sendViaPeppol(page: Page): Promise<void> {
  await editor(page).getByTestId('action-previewSend').click();
  const dialog = page.getByTestId('send-dialog');
  await dialog.waitFor();
  await expect(dialog.getByTestId('send-channel-peppol').isChecked()).resolves.toBe(true);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/peppol-deliveries') && response.request().method() === 'POST',
  );
  await dialog.getByTestId('send-submit').click();
  expect((await answered).status()).toBe(202);
  await dialog.getByTestId('send-success').waitFor();
  await page.keyboard.press('Escape');
}

/** Waits until the overview card of `number` says its Peppol delivery arrived. */
async function deliveredOnCard(page: Page, number: string): Promise<void> {
  const badge = page
    .getByTestId('invoice-card')
    .filter({ hasText: number })
    .first()
    .locator('[data-testid=peppol-badge][data-status=delivered]');
  // The customer's answer comes after the send: the card shows what the server last said, so
  // read it again as a returning user would (a reload syncs with the cloud).
  for (let attempt = 0; attempt < 10 && (await badge.count()) === 0; attempt += 1) {
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByTestId('invoice-editor').waitFor();
    await cloudSynced(page);
  }
  await badge.waitFor({ timeout: 5000 });
}

describe.each(JOURNEYS)('Peppol, the journey in $language', ({ language, path, viewport }) => {
  const session = useBrowser({ acceptDownloads: true });
  const texts = TEXTS[language];

  it('registers, sends an invoice and a credit note via Peppol, and receives one', async () => {
    const { context, page } = session;
    const errors = appErrorsOf(page);
    await openSignedInEditor(page, newAccount(`peppol-${language}`), path);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-country').selectOption('BE');
    await page.getByTestId('settings-button').click();

    // The first invoice: the customer found on Peppol by its enterprise number.
    await fillParty(page, 'sender', {
      company: 'Atelier Peeters',
      address: 'Veldstraat 10',
      postalCode: '9000',
      city: 'Gent',
      vatNumber: 'BE0417497106',
      kvkNumber: '0417497106',
    });
    await fillParty(page, 'recipient', {
      company: 'Voorbeeld BV',
      address: 'Kerkstraat 1',
      postalCode: '9000',
      city: 'Gent',
      email: 'boekhouding@voorbeeld.be',
      vatNumber: 'BE0123456749',
      kvkNumber: '0123456749',
    });
    await page
      .locator('[data-testid=peppol-recipient-hint][data-reachable=true]')
      .waitFor({ timeout: 10000 });
    await fillLines(page, [{ quantity: '4', description: 'Workshop', price: '250.00', vat: '21' }]);
    await page.getByTestId('edit-paymentMethods').click();
    await page.getByTestId('bank-enabled').check();
    await page.getByTestId('bank-account-name').fill('Atelier Peeters');
    await page.getByTestId('bank-iban-input').fill('BE68 5390 0754 7034');
    await page.getByTestId('bank-iban-input').press('Enter');
    const number = (await save(page)).trim();
    await cloudSynced(page);

    // Registered with the company details just saved as "From".
    await registerOnPeppol(page);
    await page.setViewportSize(viewport);

    await customerAccepts(context, page);
    await sendViaPeppol(page);
    await deliveredOnCard(page, number);
    await sentUblIsValid(context, page, number);

    // The credit note for it, also via Peppol.
    await page
      .getByTestId('invoice-card')
      .filter({ hasText: number })
      .first()
      .getByRole('button')
      .first()
      .click();
    await editor(page).getByTestId('action-credit').click();
    const confirm = page.getByTestId('credit-full-dialog');
    await confirm.waitFor();
    await confirm.getByTestId('credit-full-dialog-confirm').click();
    await page.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
    const creditNumber = await text(page, 'invoice-number');
    await cloudSynced(page);
    await customerAccepts(context, page);
    await sendViaPeppol(page);
    await deliveredOnCard(page, creditNumber);
    await sentUblIsValid(context, page, creditNumber);

    // An e-invoice arrives for the user's company, sent by Voorbeeld BV.
    const incoming = renderInvoiceUbl(
      readyInvoice({
        invoiceNumber: 'VB-2026-0107',
        sender: {
          company: 'Voorbeeld BV',
          address: 'Kerkstraat 1',
          postalCode: '9000',
          city: 'Gent',
          vatNumber: 'BE0123456749',
          kvkNumber: '0123456749',
        },
        recipient: {
          company: 'Atelier Peeters',
          address: 'Veldstraat 10',
          postalCode: '9000',
          city: 'Gent',
          email: 'info@peeters.example',
          vatNumber: 'BE0417497106',
          kvkNumber: '0417497106',
        },
        paymentMethods: {
          ...readyInvoice().paymentMethods,
          bank: { enabled: true, iban: 'BE71096123456769', bic: '', accountName: 'Voorbeeld BV' },
        },
      }),
      { country: 'BE', language },
    );
    await control(context, page, 'incoming', { xml: incoming });

    await page.goto(language === 'nl' ? '/nl/received' : '/received');
    const row = page.getByTestId('received-row').filter({ hasText: 'VB-2026-0107' });
    for (let attempt = 0; attempt < 20 && (await row.count()) === 0; attempt += 1) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await expect(row.first().textContent()).resolves.toContain('Voorbeeld BV');
    await row.first().click();
    const detail = page.getByTestId('received-detail');
    await detail.waitFor();
    await expect(detail.textContent()).resolves.toContain('VB-2026-0107');
    await detail.getByTestId('received-epc-qr').waitFor();
    await detail.getByTestId('received-mark-paid').click();
    await detail
      .locator('[data-testid=received-mark-paid][aria-pressed=true]')
      .waitFor({ timeout: 10000 });
    await detail.getByTestId('received-back').click();
    await expect(
      page
        .getByTestId('received-row')
        .filter({ hasText: 'VB-2026-0107' })
        .getByTestId('received-mark')
        .textContent(),
    ).resolves.toContain(texts.paid);
    expect(errors).toEqual([]);
  });
});
