import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import type { Company } from '@app/contracts/invoice';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { seriousViolations as seriousIn } from '../support/axe.js';
import { appErrorsOf, useBrowser } from '../support/browser.js';
import { openSignedInEditor } from '../support/editor.js';

/** Serious or critical axe-core findings in the editor, with the picker as it is now. */
const seriousViolations = (page: Page): Promise<string[]> =>
  seriousIn(page, { include: ['[data-remote="editor"]'] });

/** The user's saved companies as the server has them. */
async function companiesOnServer(context: BrowserContext, page: Page): Promise<Company[]> {
  const token = await accessTokenOf(context, page);
  const response = await page.request.get('/api/companies', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { companies: Company[] }).companies;
}

/** Signs a new user in and opens the editor; resolves once the sign-in sync has finished. */
const signedInEditor = (page: Page, label: string, path = '/'): Promise<void> =>
  openSignedInEditor(page, newAccount(label), path);

/** Opens the recipient block; its company field has the focus then. */
async function openRecipient(page: Page): Promise<void> {
  await page.getByTestId('edit-recipient').click();
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'recipient-company',
  );
}

/** Waits for the next search the picker sends. */
const nextSearch = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/companies/autosuggest'));

describe('saved companies in the invoice editor', () => {
  const session = useBrowser();

  it('creates a company from the recipient, offers it on the next invoice, and keeps it up to date', async () => {
    const { page, context } = session;
    const name = `Bakkerij Jansen ${Date.now().toString(36)}`;
    const appErrors = appErrorsOf(page);
    await signedInEditor(page, 'companies');

    await openRecipient(page);
    await page.getByTestId('recipient-address').fill('Dorpsstraat 1');
    await page.getByTestId('recipient-postalCode').fill('1234 AB');
    await page.getByTestId('recipient-city').fill('Utrecht');
    await page.getByTestId('recipient-email').fill('anna@jansen.example');
    const company = page.getByTestId('recipient-company');
    await company.click();
    await company.pressSequentially(name);
    // The offer follows the typing: wait for the one for the whole name.
    const create = page.getByTestId('company-create').filter({ hasText: `"${name}"` });
    await expect(create.textContent()).resolves.toBe(`Create new "${name}"`);
    await create.click();

    const status = page.getByTestId('company-create-status');
    await page.locator('[data-testid="company-create-status"][data-phase="created"]').waitFor();
    await expect(status.textContent()).resolves.toBe(`"${name}" saved`);
    await expect(status.locator('svg').count()).resolves.toBe(1);
    await status.waitFor({ state: 'detached' });
    await page.getByTestId('company-linked-hint').waitFor();
    const [created] = await companiesOnServer(context, page);
    expect(created).toMatchObject({
      name,
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      email: 'anna@jansen.example',
    });

    // A new invoice: the recent list offers the company, picked with the keyboard.
    await company.press('Enter');
    await page.getByTestId('item-description').first().fill('Bread');
    await page.getByTestId('action-save').click();
    await page.getByTestId('saved-new').click();
    await expect(page.getByTestId('edit-recipient').textContent()).resolves.not.toContain(name);
    const recent = nextSearch(page);
    await openRecipient(page);
    expect(new URL((await recent).url()).searchParams.get('query')).toBe('');
    const list = page.getByRole('listbox', { name: 'Recent companies' });
    await list.waitFor();
    await expect(list.getByRole('option').first().textContent()).resolves.toContain(name);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first().getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await expect(company.inputValue()).resolves.toBe(name);
    await expect(page.getByTestId('recipient-address').inputValue()).resolves.toBe('Dorpsstraat 1');
    await expect(page.getByTestId('recipient-email').inputValue()).resolves.toBe(
      'anna@jansen.example',
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Editing a linked company's address saves it to the company after a pause.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/companies/${created?.id ?? ''}`),
    );
    await page.getByTestId('recipient-address').fill('Kerkplein 9');
    expect((await saved).status()).toBe(200);
    await expect(
      companiesOnServer(context, page).then((companies) => companies.map((c) => c.address)),
    ).resolves.toEqual(['Kerkplein 9']);

    // Another user never sees them.
    const otherContext = await session.newContext();
    const other = await otherContext.newPage();
    await signedInEditor(other, 'other');
    const otherRecent = nextSearch(other);
    await openRecipient(other);
    await expect((await otherRecent).json()).resolves.toMatchObject({ companies: [], total: 0 });
    await expect(other.getByRole('listbox').count()).resolves.toBe(0);
    const otherSearch = nextSearch(other);
    await other.getByTestId('recipient-company').pressSequentially('Bakkerij');
    await expect((await otherSearch).json()).resolves.toMatchObject({ companies: [], total: 0 });
    await expect(other.getByTestId('company-option').count()).resolves.toBe(0);
    await other.getByTestId('company-create').waitFor();
    await expect(companiesOnServer(otherContext, other)).resolves.toEqual([]);

    expect(appErrors).toEqual([]);
  });

  it('fits a 375 px screen and speaks Dutch', async () => {
    const { page } = session;
    await signedInEditor(page, 'companies-nl', '/nl');
    // Signed in first: at this width the header's profile button is behind the menu button.
    await page.setViewportSize({ width: 375, height: 740 });

    await openRecipient(page);
    const company = page.getByTestId('recipient-company');
    const longName = 'Een heel lang bedrijf met een naam die nergens past B.V.';
    await company.pressSequentially(longName);
    const create = page.getByTestId('company-create').filter({ hasText: `"${longName}"` });
    await expect(create.textContent()).resolves.toBe(`Nieuw bedrijf "${longName}" aanmaken`);
    const box = await page.getByRole('listbox', { name: 'Opgeslagen bedrijven' }).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="company-create-status"][data-phase="created"]').waitFor();
    await page.getByTestId('company-create-status').waitFor({ state: 'detached' });
    const clear = page.getByRole('button', { name: 'Selectie wissen' });
    await clear.click();
    await expect(company.inputValue()).resolves.toBe('');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
    ).resolves.toBe('recipient-company');
    await page.getByRole('listbox', { name: 'Recente bedrijven' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
