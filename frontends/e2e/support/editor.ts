// The editor journeys' steps, as a user takes them.
import type { Page } from 'playwright-core';
import { storedDateOf, type Discount, type LineItem } from '@app/contracts/invoice';
import { signInThenOpen, type Account } from './accounts.js';
import { storedWhen } from './browser-store.js';

/** The three lines of the worked example in docs/domain-rules.md, as a user types them in English. */
export const LINES = [
  { quantity: '7.5', description: 'Design work', price: '85.00', vat: '21' },
  { quantity: '3', description: 'Books', price: '12.99', vat: '9' },
  { quantity: '1', description: 'Online course', price: '49.95', vat: '0' },
];
export const DISCOUNT: Discount = { type: 'percentage', value: '10' };

/** The same lines as stored (canonical), for computeTotals. */
export const STORED_ITEMS: LineItem[] = [
  { id: 'a', description: 'Design work', quantity: '7,5', price: '85,00', vatRate: '21' },
  { id: 'b', description: 'Books', quantity: '3', price: '12,99', vatRate: '9' },
  { id: 'c', description: 'Online course', quantity: '1', price: '49,95', vatRate: '0' },
];

export const year = () => storedDateOf(new Date()).slice(0, 4);

export async function openEditor(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('invoice-editor').waitFor();
  await page.getByTestId('cloud-sync-notice').waitFor();
}

export async function fillParty(
  page: Page,
  party: 'sender' | 'recipient',
  values: Record<string, string>,
): Promise<void> {
  await page.getByTestId(`edit-${party}`).click();
  for (const [field, value] of Object.entries(values)) {
    await page.getByTestId(`${party}-${field}`).fill(value);
  }
  await page.getByTestId(`${party}-${Object.keys(values)[0]}`).press('Enter');
  await page.getByTestId(`edit-${party}`).waitFor();
}

export async function fillLines(page: Page, lines: typeof LINES): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByTestId('add-item').click();
    const row = page.getByTestId('line-item').nth(index);
    await row.getByTestId('item-quantity').fill(line.quantity);
    await row.getByTestId('item-description').fill(line.description);
    await row.getByTestId('item-price').fill(line.price);
    await row.getByTestId('item-vat').selectOption(line.vat);
  }
}

export async function writeExampleInvoice(
  page: Page,
  recipient = 'Acme Studio B.V.',
): Promise<void> {
  await fillParty(page, 'sender', {
    company: 'Jansen Design',
    address: 'Keizersgracht 1',
    postalCode: '1015 AA',
    city: 'Amsterdam',
    vatNumber: 'NL123456789B01',
    kvkNumber: '12345678',
  });
  await fillParty(page, 'recipient', {
    company: recipient,
    address: 'Oudegracht 10',
    postalCode: '3511 AB',
    city: 'Utrecht',
    email: 'billing@acme.example',
  });
  await fillLines(page, LINES);
  await page.getByTestId('discount-type').selectOption('percentage');
  await page.getByTestId('discount-value').fill('10');
  await page.getByTestId('discount-value').press('Tab');
}

export async function save(page: Page): Promise<string> {
  await page.getByTestId('action-save').click();
  const dialog = page.getByTestId('saved-dialog');
  await dialog.waitFor();
  await page.getByTestId('saved-view').click();
  await dialog.waitFor({ state: 'detached' });
  return (await page.getByTestId('invoice-number').textContent()) ?? '';
}

/**
 * Waits until this browser has stored (the editor's local save, 300 ms after the last change,
 * spec §9) saved invoices with exactly these numbers, and these settings when given.
 */
export async function storedLocally(
  page: Page,
  numbers: string[],
  settings: Record<string, unknown> = {},
): Promise<void> {
  await storedWhen(
    page,
    (stored) => stored,
    (stored) =>
      stored !== null &&
      JSON.stringify(stored.invoices.map((invoice) => invoice.invoiceNumber)) ===
        JSON.stringify(numbers) &&
      Object.entries(settings).every(([key, value]) => stored.settings?.[key] === value),
  );
}

export const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/**
 * Signs a new user in (support/accounts.ts `signInThenOpen`) and opens the editor on `path`;
 * resolves once the sign-in sync has finished.
 */
export async function openSignedInEditor(page: Page, account: Account, path = '/'): Promise<void> {
  await signInThenOpen(page, account, path);
  await page.getByTestId('invoice-editor').waitFor();
  await cloudSynced(page);
}

/** Waits until the signed-in editor's sync line says everything is in the cloud. */
export async function cloudSynced(page: Page, saying?: string): Promise<void> {
  // With `saying`, the state and its words together: a create may be followed by its own small
  // update, the status briefly "Saving…" again between the two.
  await page
    .locator('[data-testid=sync-status][data-state=done][data-pending="0"]', {
      ...(saying === undefined ? {} : { hasText: saying }),
    })
    .waitFor({ timeout: 15000 });
}

/** The id this browser keeps for the saved invoice numbered `number` (the server's id too). */
export async function savedInvoiceId(page: Page, number: string): Promise<string> {
  // The editor stores 300 ms after the last change (spec §9).
  return storedWhen(
    page,
    (stored) => stored?.invoices.find((invoice) => invoice.invoiceNumber === number)?.id ?? '',
    (id) => id !== '',
  );
}

/** Fills the working invoice with `recipient` and one line: 2 × Consulting at `price`. */
export async function writeOneLineInvoice(
  page: Page,
  recipient: string,
  price: string,
  description = 'Consulting',
): Promise<void> {
  await page.getByTestId('edit-recipient').click();
  await page.getByTestId('recipient-company').fill(recipient);
  await page.getByTestId('recipient-company').press('Enter');
  await page.getByTestId('edit-recipient').waitFor();
  const row = page.getByTestId('line-item').first();
  await row.getByTestId('item-quantity').fill('2');
  await row.getByTestId('item-description').fill(description);
  await row.getByTestId('item-price').fill(price);
  await row.getByTestId('item-price').press('Tab');
}
