// Steps of the "every action answers" journeys (specs/actions-answer.e2e-spec.ts, issue 29).
import { expect } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { accessTokenOf } from './accounts.js';
import { onlyEmailSent } from './outbox.js';

export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Every native alert, confirm or prompt the page opens (dismissed): there must be none. */
export function nativeDialogsOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/** The element is on screen within the viewport's width (nothing cut off on a phone). */
export async function fitsViewport(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** The page's text of the element whose test id this is, trimmed. */
export const textOf = async (element: Locator): Promise<string> =>
  ((await element.textContent()) ?? '').trim();

/** The test id of the element that has focus. */
export const focused = (page: Page): Promise<string | null | undefined> =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

/** Through the header's language links: the page changes in place, signed in or not. */
export async function switchLanguage(page: Page, to: 'Nederlands' | 'English'): Promise<void> {
  await page.getByTestId('language-switcher').getByRole('link', { name: to }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/nl') === (to === 'Nederlands'));
  await page.getByTestId('invoice-editor').waitFor();
}

/** Opens the saved invoice numbered `number` in the editor, unless it is open already. */
export async function showInvoice(page: Page, number: string): Promise<void> {
  const current = page.getByTestId('invoice-number').filter({ hasText: number });
  if ((await current.count()) > 0) return;
  await page
    .getByTestId('invoice-card')
    .filter({ hasText: number })
    .locator('.invoice-card__open')
    .click();
  await current.waitFor();
}

/** Waits (boundedly) until the schedule preview lists these dates; resolves to what it lists. */
export async function previewDates(page: Page, dates: string[]): Promise<string[]> {
  const selector = '[data-testid=schedule-preview-date]';
  await page
    .waitForFunction(
      ([selector, want]) =>
        JSON.stringify([...document.querySelectorAll(selector)].map((li) => li.textContent)) ===
        JSON.stringify(want),
      [selector, dates] as const,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.locator(selector).allTextContents();
}

/** The signed-in user's stored invoice numbered `number`: its id. */
export async function storedInvoiceId(
  context: BrowserContext,
  page: Page,
  number: string,
): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(context, page)}` };
  const response = await page.request.get('/api/invoices?limit=100', { headers });
  const { invoices } = (await response.json()) as {
    invoices: Array<{ id: string; invoiceNumber: string }>;
  };
  const invoice = invoices.find((stored) => stored.invoiceNumber === number);
  if (invoice === undefined) throw new Error(`No stored invoice ${number}`);
  return invoice.id;
}

/**
 * The signed-in user e-mails a new invoice through the API; resolves to the e-mail record's id
 * once it is sent (a settled row in the admin's queue).
 */
export async function sentInvoiceEmail(context: BrowserContext, page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(context, page)}` };
  // The minimal create (docs/data-api.md): a recipient and lines; the rest is the defaults.
  const created = await page.request.post('/api/invoices', {
    headers,
    data: {
      invoice: {
        status: 'saved',
        recipient: {
          company: 'Answers B.V.',
          address: 'Damrak 2',
          postalCode: '1012 LG',
          city: 'Amsterdam',
          email: 'billing@answers.example',
        },
        items: [{ description: 'Design', price: '100,00' }],
      },
    },
  });
  expect([created.status(), await created.text()]).toEqual([201, expect.any(String)]);
  const invoiceId = ((await created.json()) as { id: string }).id;
  const sent = await page.request.post(`/api/invoices/${invoiceId}/send-email`, {
    headers,
    data: { recipientEmail: 'billing@answers.example', customMessage: '', locale: 'en' },
  });
  expect(sent.status()).toBe(202);
  const emailId = ((await sent.json()) as { email: { id: string } }).email.id;
  await onlyEmailSent(context, page, invoiceId);
  return emailId;
}
