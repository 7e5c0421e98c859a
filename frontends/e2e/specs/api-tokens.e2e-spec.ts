import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { appErrorsOf, baseUrl, useBrowser } from '../support/browser.js';
import { openSignedInEditor } from '../support/editor.js';

/** A program outside the browser calling the API with the token, as an integrator's would. */
const callApi = (path: string, secret: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseUrl()), {
    ...init,
    headers: {
      Authorization: `Bearer ${secret}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });

/** Opens the settings menu and, from it, the API tokens dialog. */
async function openTokens(page: Page) {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-api-tokens').click();
  const dialog = page.getByRole('dialog', { name: 'API tokens' });
  await dialog.waitFor();
  return dialog;
}

describe('personal access tokens in the editor settings', () => {
  const session = useBrowser();

  it('creates a token shown once, that a program can read with, and revokes it', async () => {
    const { page } = session;
    const appErrors = appErrorsOf(page);
    await openSignedInEditor(page, newAccount('tokens'));

    const dialog = await openTokens(page);
    await dialog.getByTestId('api-tokens-empty').waitFor();
    await dialog.getByLabel('Name').fill('Bookkeeping export');
    await dialog.getByLabel('Access').selectOption('read');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const fresh = dialog.getByTestId('api-tokens-new');
    await fresh.waitFor();
    await expect(fresh.getByRole('alert').textContent()).resolves.toContain(
      'it will not be shown again',
    );
    const secret = await dialog.getByTestId('api-tokens-secret').inputValue();
    expect(secret).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
    await expect(
      seriousViolations(page, { include: ['[data-testid="api-tokens"]'] }),
    ).resolves.toEqual([]);
    const item = dialog.getByTestId('api-tokens-item');
    await expect(item.textContent()).resolves.toContain('Bookkeeping export');
    await expect(item.textContent()).resolves.toContain('Never used');
    await dialog.getByTestId('api-tokens-done').click();
    await fresh.waitFor({ state: 'detached' });
    await expect(page.getByText(secret).count()).resolves.toBe(0);

    // A program reads with it, and may not write.
    const invoices = await callApi('/api/invoices', secret);
    expect(invoices.status).toBe(200);
    expect(await invoices.json()).toMatchObject({ invoices: expect.any(Array) });
    const write = await callApi('/api/companies', secret, {
      method: 'POST',
      body: JSON.stringify({ company: { name: 'Not with a read token' } }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'TOKEN_SCOPE' });

    // Reopened, the list says it was used; revoked, it stops working at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const reopened = await openTokens(page);
    // Asked again on opening: the cached "Never used" gives way to the server's answer.
    await reopened
      .getByTestId('api-tokens-last-used')
      .filter({ hasText: /^Last used / })
      .waitFor();
    await reopened.getByRole('button', { name: 'Revoke "Bookkeeping export"' }).click();
    await page.getByTestId('api-tokens-revoke-dialog-confirm').click();
    await reopened.getByTestId('api-tokens-empty').waitFor();
    const after = await callApi('/api/invoices', secret);
    expect(after.status).toBe(401);
    expect(appErrors).toEqual([]);
  });

  it('fits a phone: the dialog and its token list need no sideways scrolling', async () => {
    const { page } = session;
    await openSignedInEditor(page, newAccount('tokens-phone'));
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openTokens(page);
    await dialog.getByLabel('Name').fill('A rather long name for a token used by a phone script');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByTestId('api-tokens-new').waitFor();
    await dialog.getByTestId('api-tokens-item').waitFor();
    const overflow = await page
      .getByTestId('api-tokens')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
