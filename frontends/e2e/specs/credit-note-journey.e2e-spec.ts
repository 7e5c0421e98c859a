// Issue 31's journey ("Done when", first bullet), in both languages and both window sizes: a
// sent invoice fully credited, and an invoice paid online through Mollie (the stand-in) partly
// credited and refunded through Mollie's Refunds API; numbers, links both ways, texts, totals,
// the status page, the overview, and the credit note's PDF text and UBL.
import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney, storedDateOf } from '@app/contracts/invoice';
import { ruleFindings } from '../../../contracts/src/documents/testing/ubl-rules.js';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { appErrorsOf, baseUrl, useBrowser } from '../support/browser.js';
import {
  cloudSynced,
  fillLines,
  fillParty,
  openSignedInEditor,
  save,
  text,
  year,
  savedInvoiceId as idOf,
} from '../support/editor.js';
import { outboxMessage, unquoted } from '../support/outbox.js';
import { exportPdf, pdfText } from '../support/pdf-content.js';

type Language = 'en' | 'nl';

const TEXTS = {
  en: {
    creditNote: 'Credit note',
    reference: (number: string) => `Credit note for invoice ${number} of`,
    credited: 'Credited',
    partlyCredited: 'Partly credited',
    refunded: 'Refunded',
    refundAction: 'Refund via Mollie',
    statusHeading: (number: string) => `Credit note ${number}`,
    nothingToPay: 'there is nothing to pay',
    sent: 'Sent',
  },
  nl: {
    creditNote: 'Creditnota',
    reference: (number: string) => `Creditnota bij factuur ${number} van`,
    credited: 'Gecrediteerd',
    partlyCredited: 'Deels gecrediteerd',
    refunded: 'Terugbetaald',
    refundAction: 'Terugbetalen via Mollie',
    statusHeading: (number: string) => `Creditnota ${number}`,
    nothingToPay: 'er hoeft niets betaald te worden',
    sent: 'Verstuurd',
  },
} as const;

const JOURNEYS = [
  { language: 'en' as Language, path: '/', viewport: { width: 1280, height: 800 } },
  { language: 'nl' as Language, path: '/nl', viewport: { width: 390, height: 844 } },
];

/** 2 x 100.00 and 1 x 50.00 at 21 %: 302.50 in all; crediting one of the first line is 121.00. */
const TOTAL = 30250;
const ONE_LINE = 12100;

const editor = (page: Page) => page.getByTestId('invoice-editor');
const money = (cents: number, language: Language) => formatMoney(cents, language);

/** Mollie's consent page (the stand-in's): the merchant authorises; Mollie is then offered. */
async function connectMollie(page: Page): Promise<void> {
  await page.getByTestId('edit-paymentMethods').click();
  await page.getByTestId('mollie-connect').click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname.endsWith('/'));
  await page.locator('[data-testid=mollie-return-notice][data-outcome=connected]').waitFor();
}

/** An invoice that can be an e-invoice (Peppol BIS 3.0): parties' numbers, bank transfer. */
async function writeInvoice(page: Page, recipient: string, mollie: boolean): Promise<void> {
  await fillParty(page, 'sender', {
    company: 'Jansen Design',
    address: 'Keizersgracht 1',
    postalCode: '1015 AA',
    city: 'Amsterdam',
    vatNumber: 'NL004495445B01',
    kvkNumber: '12345678',
  });
  await fillParty(page, 'recipient', {
    company: recipient,
    address: 'Oudegracht 10',
    postalCode: '3511 AB',
    city: 'Utrecht',
    email: 'billing@acme.example',
    kvkNumber: '87654321',
  });
  await fillLines(page, [
    { quantity: '2', description: 'Design work', price: '100.00', vat: '21' },
    { quantity: '1', description: 'Hosting', price: '50.00', vat: '21' },
  ]);
  // Opened with Enter (spec §2: a click, Enter or Space opens a section): twice in CI a click
  // here returned and nothing opened; the keyboard does not depend on where the summary is drawn
  // at the instant of the click while the editor above it re-renders.
  await page.getByTestId('edit-paymentMethods').press('Enter');
  if (mollie) await page.getByTestId('mollie-enabled').check();
  await page.getByTestId('bank-enabled').check();
  await page.getByTestId('bank-account-name').fill('Jansen Design');
  await page.getByTestId('bank-iban-input').fill('NL91 ABNA 0417 1643 00');
  await page.getByTestId('bank-iban-input').press('Enter');
}

/** Sends the open invoice by e-mail; resolves to the message as the customer receives it. */
async function sendByEmail(page: Page): Promise<string> {
  await editor(page).getByTestId('action-previewSend').click();
  const dialog = page.getByTestId('send-dialog');
  await dialog.waitFor();
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/send-email') && response.request().method() === 'POST',
  );
  await dialog.getByTestId('send-submit').click();
  const response = await answered;
  expect(response.status()).toBe(202);
  await dialog.waitFor({ state: 'detached', timeout: 8000 });
  const { email } = (await response.json()) as { email: { id: string } };
  return unquoted(await outboxMessage(email.id));
}

/** Opens the saved invoice `number` from the overview's card. */
async function openFromOverview(page: Page, number: string): Promise<void> {
  await page
    .getByTestId('invoice-card')
    .filter({ hasText: number })
    .getByRole('button')
    .first()
    .click();
  await expect(text(page, 'invoice-number')).resolves.toBe(number);
}

/** The credit note as a customer's status page shows it, in `language`. */
async function statusPageOf(page: Page, id: string, language: Language): Promise<void> {
  await page.goto(`/invoice-status/${id}`);
  await page.getByTestId('status-heading').waitFor();
  if (language === 'nl') {
    await page.getByTestId('status-language').selectOption('nl');
  }
  await page.getByTestId('status-total').waitFor();
}

/**
 * The credit note's PDF (exported from the editor) and its UBL (GET …/ubl as an API client),
 * checked for the title, the original's number and date, and the amount.
 */
async function checkDocuments(
  context: BrowserContext,
  page: Page,
  expected: {
    id: string;
    number: string;
    original: string;
    originalDate: string;
    cents: number;
    language: Language;
  },
): Promise<void> {
  const pdf = await pdfText(await exportPdf(page));
  expect(pdf).toContain(TEXTS[expected.language].creditNote);
  expect(pdf).toContain(expected.number);
  expect(pdf).toContain(expected.original);
  expect(pdf).toContain(money(-expected.cents, expected.language));

  const response = await page.request.get(`/api/invoices/${expected.id}/ubl`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(context, page)}` },
  });
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(/<(\w+)[\s>]/.exec(xml.replace(/<\?xml[^>]*>\s*/, ''))?.[1]).toBe('CreditNote');
  expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  expect(xml.replace(/>\s+</g, '><')).toContain(
    '<cac:BillingReference><cac:InvoiceDocumentReference>' +
      `<cbc:ID>${expected.original}</cbc:ID><cbc:IssueDate>${expected.originalDate}</cbc:IssueDate>`,
  );
  expect(xml).toContain(`<cbc:ID>${expected.number}</cbc:ID>`);
  expect(xml).toContain(
    `<cbc:PayableAmount currencyID="EUR">${(expected.cents / 100).toFixed(2)}</cbc:PayableAmount>`,
  );
  expect(ruleFindings(xml)).toEqual([]);
}

describe.each(JOURNEYS)(
  'credit notes, the journey in $language',
  ({ language, path, viewport }) => {
    const session = useBrowser({ acceptDownloads: true });
    const texts = TEXTS[language];
    const today = storedDateOf(new Date());
    /** Signed in at the default size (a phone's header hides the profile button), then resized. */
    const signIn = async (page: Page, label: string) => {
      await openSignedInEditor(page, newAccount(label), path);
      await page.setViewportSize(viewport);
    };

    it('credits a sent invoice in full: links, totals, status page, overview, PDF and UBL', async () => {
      const { context, page } = session;
      const errors = appErrorsOf(page);
      await signIn(page, `journey-full-${language}`);
      await writeInvoice(page, 'Acme Studio B.V.', false);
      const number = (await save(page)).trim();
      await cloudSynced(page);
      await sendByEmail(page);
      await expect(text(page, 'status-badge')).resolves.toBe(texts.sent);
      const originalId = await idOf(page, number);

      await editor(page).getByTestId('action-credit').click();
      const confirm = page.getByTestId('credit-full-dialog');
      await confirm.waitFor();
      await expect(confirm.textContent()).resolves.toContain(money(TOTAL, language));
      await confirm.getByTestId('credit-full-dialog-confirm').click();
      await page.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
      const creditNumber = await text(page, 'invoice-number');
      expect(creditNumber).toBe(`CN-${year()}-0001`);
      await expect(text(page, 'document-title')).resolves.toBe(texts.creditNote);
      await expect(text(page, 'credit-reference')).resolves.toContain(texts.reference(number));
      await expect(text(page, 'total-total')).resolves.toBe(money(-TOTAL, language));
      // Not paid through Mollie: nothing to refund.
      await expect(editor(page).getByTestId('action-refund').count()).resolves.toBe(0);
      await cloudSynced(page);
      const creditId = await idOf(page, creditNumber);

      await checkDocuments(context, page, {
        id: creditId,
        number: creditNumber,
        original: number,
        originalDate: today,
        cents: TOTAL,
        language,
      });

      // Linked both ways: the credit note names the original, the original its credit note.
      await editor(page).getByTestId('credited-invoice-link').click();
      await expect(text(page, 'invoice-number')).resolves.toBe(number);
      const status = editor(page).getByTestId('credit-status');
      await expect(status.getAttribute('data-credit-status')).resolves.toBe('full');
      await expect(status.getByTestId('credit-status-badge').textContent()).resolves.toBe(
        texts.credited,
      );
      await expect(status.getByTestId('credit-note-link').textContent()).resolves.toBe(
        creditNumber,
      );
      await expect(editor(page).getByTestId('payment-status').textContent()).resolves.toBe(
        texts.credited,
      );

      // The overview: the card says credited; the period's invoiced amount is net of it.
      const card = page.getByTestId('invoice-card').filter({ hasText: number }).first();
      await expect(card.getByTestId('credit-status-badge').textContent()).resolves.toBe(
        texts.credited,
      );
      await page
        .getByTestId('amount-invoiced')
        .filter({ hasText: money(0, language) })
        .waitFor();

      // The customer's status page: credited, nothing to pay; the credit note's own page.
      await statusPageOf(page, originalId, language);
      await expect(text(page, 'status-credited')).resolves.toBe(texts.credited);
      await expect(page.getByTestId('status-pay-now').count()).resolves.toBe(0);
      await statusPageOf(page, creditId, language);
      await expect(text(page, 'status-heading')).resolves.toBe(texts.statusHeading(creditNumber));
      await expect(text(page, 'status-credited-invoice')).resolves.toContain(number);
      await expect(text(page, 'status-credit-note')).resolves.toContain(texts.nothingToPay);
      await expect(page.getByTestId('status-pay-now').count()).resolves.toBe(0);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      expect(errors).toEqual([]);
    });

    it('credits part of an invoice paid through Mollie and refunds it through Mollie', async () => {
      const { context, page } = session;
      await signIn(page, `journey-refund-${language}`);
      await connectMollie(page);
      await cloudSynced(page);
      await writeInvoice(page, 'Betaald B.V.', true);
      const number = (await save(page)).trim();
      await cloudSynced(page);

      // The customer pays from the e-mail's link on Mollie's (the stand-in's) checkout.
      const message = await sendByEmail(page);
      const payLink = new RegExp(`${baseUrl()}/invoice/[\\w-]+`).exec(message)?.[0];
      expect(payLink).toBeDefined();
      const originalId = payLink!.slice(payLink!.lastIndexOf('/') + 1);
      await page.goto(payLink!);
      await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`${baseUrl()}/invoice-status/${originalId}?payment=returned`);
      await page.getByTestId('status-paid-banner').waitFor({ timeout: 20000 });

      await page.goto(path);
      await cloudSynced(page);
      await openFromOverview(page, number);
      await page.getByTestId('read-only-paid').waitFor();
      await expect(editor(page).getByTestId('action-refund').count()).resolves.toBe(0);

      // Credit one of the first line: 121.00 of 302.50.
      await editor(page).getByTestId('action-credit-part').click();
      const dialog = page.getByTestId('credit-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('credit-line-quantity').first().fill('1');
      await expect(text(page, 'credit-total')).resolves.toContain(money(ONE_LINE, language));
      await dialog.getByTestId('credit-submit').click();
      await page.locator('[data-testid=invoice-editor][data-document-type=credit_note]').waitFor();
      const creditNumber = await text(page, 'invoice-number');
      expect(creditNumber).toBe(`CN-${year()}-0001`);
      await expect(text(page, 'credit-reference')).resolves.toContain(texts.reference(number));
      await expect(text(page, 'total-total')).resolves.toBe(money(-ONE_LINE, language));
      await cloudSynced(page);
      const creditId = await idOf(page, creditNumber);

      // Refund through Mollie: the confirmation names the amount; the call carries a key.
      const refundButton = editor(page).getByTestId('action-refund');
      await refundButton.waitFor();
      await expect(refundButton.textContent()).resolves.toBe(texts.refundAction);
      await refundButton.focus();
      await page.keyboard.press('Enter');
      const refundDialog = page.getByTestId('refund-dialog');
      await refundDialog.waitFor();
      await expect(text(page, 'refund-text')).resolves.toContain(money(ONE_LINE, language));
      await expect(text(page, 'refund-text')).resolves.toContain(number);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      const refunded = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/invoices/${creditId}/refund`) &&
          response.request().method() === 'POST',
      );
      // The confirm button has the focus: Enter refunds.
      await page.keyboard.press('Enter');
      const response = await refunded;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
      await refundDialog.waitFor({ state: 'detached' });

      // The stand-in refunds at once and calls the webhook: the editor shows what the server says.
      const refundStatus = editor(page).locator(
        '[data-testid=refund-status][data-refund-status=refunded]',
      );
      await refundStatus.waitFor({ timeout: 20000 });
      await expect(refundStatus.textContent()).resolves.toBe(texts.refunded);
      await expect(editor(page).getByTestId('action-refund').count()).resolves.toBe(0);

      await checkDocuments(context, page, {
        id: creditId,
        number: creditNumber,
        original: number,
        originalDate: today,
        cents: ONE_LINE,
        language,
      });

      // The original: partly credited, its credit note linked with the refund's status.
      await editor(page).getByTestId('credited-invoice-link').click();
      await expect(text(page, 'invoice-number')).resolves.toBe(number);
      const status = editor(page).getByTestId('credit-status');
      await expect(status.getAttribute('data-credit-status')).resolves.toBe('partly');
      await expect(status.getByTestId('credit-status-badge').textContent()).resolves.toBe(
        texts.partlyCredited,
      );
      await expect(status.getByTestId('credit-note-link').textContent()).resolves.toBe(
        creditNumber,
      );
      await status.locator('[data-testid=refund-status][data-refund-status=refunded]').waitFor();

      const card = page.getByTestId('invoice-card').filter({ hasText: number }).first();
      await expect(card.getByTestId('credit-status-badge').textContent()).resolves.toBe(
        texts.partlyCredited,
      );
      await page
        .getByTestId('amount-invoiced')
        .filter({ hasText: money(TOTAL - ONE_LINE, language) })
        .waitFor();

      await statusPageOf(page, originalId, language);
      await expect(text(page, 'status-credited')).resolves.toBe(texts.partlyCredited);
      await page.getByTestId('status-paid-banner').waitFor();
      await expect(page.getByTestId('status-pay-now').count()).resolves.toBe(0);
      await statusPageOf(page, creditId, language);
      await expect(text(page, 'status-heading')).resolves.toBe(texts.statusHeading(creditNumber));
      await expect(text(page, 'status-refund')).resolves.toBe(texts.refunded);
    });
  },
);
