import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { appErrorsOf, baseUrl, useBrowser } from '../support/browser.js';
import { cloudSynced, openSignedInEditor, save, writeExampleInvoice } from '../support/editor.js';
import { outboxMessage, unquoted } from '../support/outbox.js';

/** Mollie's consent page (the stand-in's, configured by global-setup): the merchant authorises. */
async function connectMollie(page: Page): Promise<void> {
  await page.getByTestId('edit-paymentMethods').click();
  await page.getByTestId('mollie-connect').click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/');
  await page.locator('[data-testid=mollie-return-notice][data-outcome=connected]').waitFor();
}

/** Sends the open, saved invoice to its recipient; resolves to the e-mail record's id. */
async function sendByEmail(page: Page): Promise<string> {
  await page.getByTestId('action-previewSend').click();
  const dialog = page.getByTestId('send-dialog');
  await dialog.waitFor();
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/send-email') && response.request().method() === 'POST',
  );
  await dialog.getByTestId('send-submit').click();
  const response = await answered;
  expect(response.status()).toBe(202);
  await dialog.waitFor({ state: 'detached', timeout: 8000 });
  return ((await response.json()) as { email: { id: string } }).email.id;
}

describe('getting paid through Mollie', () => {
  const session = useBrowser();

  it('connect Mollie, send, pay from the e-mail, and see it paid on the status page and in the editor', async () => {
    const { page } = session;
    const errors = appErrorsOf(page);
    await openSignedInEditor(page, newAccount('mollie-payer'));

    await connectMollie(page);
    await cloudSynced(page);
    await page.getByTestId('edit-paymentMethods').click();
    const connected = page.getByTestId('mollie-connected');
    await expect(connected.textContent()).resolves.toContain('Stand-in Studio B.V.');
    await page.getByTestId('mollie-enabled').check();
    await writeExampleInvoice(page, 'Pay Me B.V.');
    const number = await save(page);
    await cloudSynced(page);

    const message = unquoted(await outboxMessage(await sendByEmail(page)));
    const payLink = new RegExp(`${baseUrl()}/invoice/[\\w-]+`).exec(message)?.[0];
    expect(payLink).toBeDefined();
    const invoiceId = payLink!.slice(payLink!.lastIndexOf('/') + 1);

    // The e-mail's pay button: our pay page sends the customer on to Mollie's checkout.
    await page.goto(payLink!);
    await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
    await expect(page.textContent('body')).resolves.toContain(`Invoice ${number}`);
    await page.getByRole('button', { name: 'Pay' }).click();

    // Mollie sends the customer back; the webhook may come later, the page waits for it.
    await page.waitForURL(`${baseUrl()}/invoice-status/${invoiceId}?payment=returned`);
    const banner = page.getByTestId('status-paid-banner');
    await banner.waitFor({ timeout: 20000 });
    await expect(banner.textContent()).resolves.toMatch(
      /Thank you! We have received your payment of €[\d,.]+\./,
    );
    await expect(page.getByTestId('status-heading').textContent()).resolves.toBe(
      `Invoice ${number}`,
    );
    await page.getByTestId('status-paid-at').waitFor();
    await expect(page.getByTestId('status-pay-now').count()).resolves.toBe(0);
    await expect(seriousViolations(page, {})).resolves.toEqual([]);

    // Its own language, remembered for the next visit.
    await page.getByTestId('status-language').selectOption('nl');
    await page.getByText('Bedankt! We hebben uw betaling').waitFor();
    await page.reload();
    await page.getByText('Bedankt! We hebben uw betaling').waitFor();

    // The user's editor: the invoice is paid through Mollie and read-only.
    await page.goto('/');
    await cloudSynced(page);
    await page
      .getByTestId('invoice-card')
      .filter({ hasText: number })
      .getByRole('button')
      .first()
      .click();
    const paidLine = page.getByTestId('read-only-paid');
    await paidLine.waitFor();
    await expect(paidLine.textContent()).resolves.toMatch(/^Paid on .+ via Mollie$/);
    expect(errors).toEqual([]);
  });

  it('shows an unknown invoice as an error with a way home, in a narrow window too', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/invoice-status/AAAAAAAAAAAAAAAAAAAAA');
    const error = page.getByTestId('status-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain(
      'Failed to load invoice information. The invoice may not exist or has expired.',
    );
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
    await error.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});
