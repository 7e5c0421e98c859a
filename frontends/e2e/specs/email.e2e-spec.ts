import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { appErrorsOf, useBrowser } from '../support/browser.js';
import { onlyEmailSent, outboxMessage } from '../support/outbox.js';
import {
  cloudSynced,
  openEditor,
  openSignedInEditor,
  save,
  writeExampleInvoice,
} from '../support/editor.js';

/**
 * The preview frame is left out: its sandbox runs no scripts, axe's included, and the e-mail in
 * it is a document for mail clients (documents.md), not part of the page.
 */
const seriousAxeViolations = (page: Page, selector: string): Promise<string[]> =>
  seriousViolations(page, { include: [selector], exclude: ['[data-testid=send-preview]'] });

/** Signed in, an example invoice saved and in the cloud; resolves to its number. */
async function savedInvoiceInTheCloud(page: Page, label: string): Promise<string> {
  await openSignedInEditor(page, newAccount(label));
  await writeExampleInvoice(page, 'Mail Me B.V.');
  const number = await save(page);
  await cloudSynced(page);
  return number;
}

describe('e-mailing an invoice', () => {
  const session = useBrowser();

  it('previews and sends a saved invoice; it shows sent, with the e-mail in its history and the outbox', async () => {
    const { context, page } = session;
    const errors = appErrorsOf(page);
    const number = await savedInvoiceInTheCloud(page, 'email');

    await page.getByTestId('action-previewSend').click();
    const dialog = page.getByTestId('send-dialog');
    await dialog.waitFor();
    const address = dialog.getByLabel('Recipient email');
    await expect(address.inputValue()).resolves.toBe('billing@acme.example');
    await expect(address.evaluate((input) => input === document.activeElement)).resolves.toBe(true);

    // The address is checked once the field is left; Send waits for a valid one.
    await address.fill('billing@');
    await address.press('Tab');
    await dialog.getByText('Please enter a valid email address').waitFor();
    await expect(dialog.getByTestId('send-submit').isDisabled()).resolves.toBe(true);
    await address.fill('billing@acme.example');
    await dialog.getByLabel('Contact name').fill('Anna de Vries');
    await dialog.getByLabel('Message').fill('Hello Anna, the invoice for this month.');

    // The live preview is the e-mail itself, in a sandbox without scripts.
    const preview = page.frameLocator('[data-testid=send-preview]');
    await preview.getByText('Hello Anna, the invoice for this month.').waitFor();
    await expect(preview.getByText(number).first().isVisible()).resolves.toBe(true);
    await expect(dialog.getByTestId('send-preview').getAttribute('sandbox')).resolves.toBe('');
    await expect(seriousAxeViolations(page, '[data-testid=send-dialog]')).resolves.toEqual([]);

    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/send-email') && response.request().method() === 'POST',
    );
    await dialog.getByTestId('send-submit').click();
    const response = await answered;
    expect(response.status()).toBe(202);
    const sentBody = response.request().postDataJSON() as Record<string, unknown>;
    // The e-invoice goes along only when the user ticks the box.
    expect(sentBody).toEqual({
      recipientEmail: 'billing@acme.example',
      customMessage: 'Hello Anna, the invoice for this month.',
      locale: 'en',
      attachUbl: false,
    });
    const { email } = (await response.json()) as { email: { id: string } };
    const invoiceId = /\/api\/invoices\/([^/]+)\/send-email$/.exec(response.url())?.[1] ?? '';

    // The success overlay, then (4 s) the dialog closes on a read-only, sent invoice.
    const success = dialog.getByTestId('send-success');
    await success.waitFor();
    await expect(success.textContent()).resolves.toContain(
      `Invoice ${number} is on its way to billing@acme.example.`,
    );
    await dialog.waitFor({ state: 'detached', timeout: 8000 });
    await page.locator('[data-testid=invoice-editor][data-status=sent]').waitFor();
    await page.getByTestId('read-only-panel').waitFor();
    await expect(page.getByTestId('action-previewSend').count()).resolves.toBe(0);
    // Its opener is gone: focus went to the toolbar rather than to the page.
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid=editor-toolbar]') ? 'toolbar' : 'elsewhere',
    );
    expect(focused).toBe('toolbar');

    // The queue wrote the message, to the address and with the words of the preview.
    const message = await outboxMessage(email.id);
    expect(message).toMatch(/^To: billing@acme\.example\r?$/m);
    expect(message).toContain(number);
    expect(message).toContain('Hello Anna, the invoice for this month.');
    expect(message).toContain('Content-Type: application/pdf');

    // The sent line names the time it went (with its zone off Amsterdam's clock: docs/domain-rules.md)
    // and the address.
    await page
      .getByTestId('read-only-sent')
      .filter({
        hasText:
          /^Sent \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M( [A-Z][\w+:-]*)? to billing@acme\.example$/,
      })
      .waitFor();

    // The history: oldest first, ending with the e-mail sent.
    await onlyEmailSent(context, page, invoiceId);
    await page.getByTestId('action-history').click();
    const history = page.getByTestId('history-dialog');
    const timeline = history.getByTestId('history-timeline');
    // Opening it asks the server again: what the panel showed while queued gives way to sent.
    await timeline.getByText('Email sent to billing@acme.example').waitFor();
    const entries = await timeline.getByTestId('history-entry').allTextContents();
    expect(entries.map((entry) => entry.replace(/\d.*$/, ''))).toEqual([
      'Invoice created',
      'Invoice saved',
      'Invoice updated',
      'Email sent to billing@acme.example',
    ]);
    await expect(timeline.evaluate((list) => getComputedStyle(list).maxHeight)).resolves.toBe(
      '500px',
    );
    await expect(seriousAxeViolations(page, '[data-testid=history-dialog]')).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
  });

  it('fits a 375 px screen and works from the keyboard', async () => {
    const { page } = session;
    await savedInvoiceInTheCloud(page, 'email-narrow');
    // Signed in at the default size: the phone header hides the profile button in its menu.
    await page.setViewportSize({ width: 375, height: 740 });

    const opener = page.getByTestId('action-previewSend');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('send-dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
    // Focus stays in the dialog: Shift+Tab from the first field reaches the close button,
    // and once more the last button (Send).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
    ).resolves.toBe('send-submit');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
  });

  it('asks a signed-out user to sign in before sending', async () => {
    const { page } = session;
    await openEditor(page, '/nl');
    await writeExampleInvoice(page, 'Niet Ingelogd B.V.');
    await save(page);
    await page.getByTestId('action-previewSend').click();
    const dialog = page.getByTestId('login-required-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(
      'Voor het versturen van facturen per e-mail heb je een account nodig.',
    );
    await expect(page.getByTestId('send-dialog').count()).resolves.toBe(0);
  });
});
