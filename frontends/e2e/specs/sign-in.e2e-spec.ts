import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  chooseAnotherAccount,
  newAccount,
  openReady,
  profileButton,
  startPopupSignIn,
} from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/** Trades the context's refresh cookie for an access token, as the app does, then asks /me. */
async function meWithCookiesOf(context: BrowserContext, page: Page): Promise<unknown> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(xsrf).toEqual(expect.any(String));
  const refresh = await page.request.post('/api/auth/refresh', {
    headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
  });
  expect(refresh.status()).toBe(200);
  const { accessToken } = (await refresh.json()) as { accessToken: string };
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(me.status()).toBe(200);
  return me.json();
}

describe('signing in', () => {
  const session = useBrowser();

  it('signs in with Google in a popup as another account; a reload keeps the session', async () => {
    const { page, context } = session;
    const account = newAccount('google');
    // The app page's own errors: the provider's picker in the popup is not ours to judge.
    const appErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') appErrors.push(message.text());
    });
    page.on('pageerror', (error) => appErrors.push(error.message));
    await openReady(page, '/pricing');

    const popup = await startPopupSignIn(page, 'google');
    await expect(page.getByTestId('login-status').textContent()).resolves.toBe(
      'Continue in the sign-in window that opened.',
    );
    const popupClosed = popup.waitForEvent('close');
    await chooseAnotherAccount(popup, account);
    await popupClosed;

    const button = await profileButton(page);
    await expect(button.textContent()).resolves.toContain(account.name);
    await expect(page.getByTestId('login-modal').count()).resolves.toBe(0);
    await expect(page.getByTestId('sign-in-button').count()).resolves.toBe(0);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    const dropdown = page.getByTestId('profile-dropdown');
    await dropdown.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(dropdown.textContent()).resolves.toContain('Cloud Sync Active');
    await expect(dropdown.textContent()).resolves.toContain('Auto-saving changes');
    await expect(dropdown.textContent()).resolves.toContain(`Signed in as ${account.email}`);
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(account.email);
    await expect(page.getByTestId('admin-link').count()).resolves.toBe(0);

    // The session is the server's: the cookies the sign-in left give a token that /me accepts.
    await expect(meWithCookiesOf(context, page)).resolves.toMatchObject({
      email: account.email,
      displayName: account.name,
      isAdmin: false,
    });

    // The access token lives in memory only; nothing about the session is in web storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toMatch(/eyJ|accessToken/);

    await page.reload();
    await expect((await profileButton(page)).textContent()).resolves.toContain(account.name);
    await page.locator('[data-page][data-ready="true"]').waitFor();
    await expect(page.getByTestId('sign-in-button').count()).resolves.toBe(0);
    // A hydration mismatch, a failed request or a script error would be reported here.
    expect(appErrors).toEqual([]);
  });

  it('signs out back to the sign-in button, and a reload stays signed out', async () => {
    const { page, context } = session;
    await openReady(page, '/features');
    const popup = await startPopupSignIn(page, 'google');
    await chooseAnotherAccount(popup, newAccount('signout'));
    const button = await profileButton(page);

    await button.click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-button').waitFor();
    await expect(page.getByTestId('profile-button').count()).resolves.toBe(0);
    // Focus lands on the sign-in button rather than on the page.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'sign-in-button',
    );
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('XSRF-TOKEN');

    await openReady(page, '/features');
    await expect(page.getByTestId('sign-in-button').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('profile-button').count()).resolves.toBe(0);
    const refused = await page.request.post('/api/auth/refresh', {
      headers: { 'X-XSRF-TOKEN': 'none' },
    });
    expect(refused.status()).toBe(403);
  });

  it('signs in by a redirect when the browser blocks the popup, back on the same page', async () => {
    const { page } = session;
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const account = newAccount('redirect');
    await openReady(page, '/nl/features?from=e2e');
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('login-google').click();

    // The page itself goes to the provider's picker and comes back.
    await chooseAnotherAccount(page, account);
    await page.waitForURL((url) => url.pathname === '/nl/features' && url.search === '?from=e2e');
    await expect((await profileButton(page)).textContent()).resolves.toContain(account.name);
    await expect(page.getByTestId('sign-in-button').count()).resolves.toBe(0);
  });

  it('shows why a redirect sign-in failed, once, and takes it off the address', async () => {
    const { page } = session;
    await page.goto('/pricing?signInError=account-exists');
    const dialog = page.getByTestId('login-modal');
    await dialog.waitFor();
    await expect(dialog.getByTestId('login-status').textContent()).resolves.toBe(
      'An account with this e-mail address already exists. Sign in with the provider you used before.',
    );
    await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '');
  });

  it('signs in with Microsoft on a 375 px phone; the dropdown fits and Escape closes it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    await openReady(page, '/contact');
    await page.getByTestId('menu-button').click();
    const popup = await startPopupSignIn(page, 'microsoft');
    const popupClosed = popup.waitForEvent('close');
    // A sample account of the local provider's picker: Anna de Vries.
    await popup.locator('[data-testid=local-account]').first().click();
    await popupClosed;

    if ((await page.getByTestId('menu-button').getAttribute('aria-expanded')) !== 'true') {
      await page.getByTestId('menu-button').click();
    }
    const button = await profileButton(page);
    await expect(button.textContent()).resolves.toContain('Anna de Vries');
    await button.focus();
    await page.keyboard.press('Enter');
    const dropdown = page.getByTestId('profile-dropdown');
    await dropdown.waitFor();
    await expect(dropdown.textContent()).resolves.toContain(
      'Signed in as anna.devries@example.com',
    );
    const box = await dropdown.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);

    await page.keyboard.press('Escape');
    await expect(dropdown.count()).resolves.toBe(0);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'profile-button',
    );
    // Escape closed the dropdown only, not the phone menu around it.
    await expect(page.getByTestId('menu-button').getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
  });

  it('speaks Dutch under /nl: the dialog, a closed popup and the profile menu', async () => {
    const { page } = session;
    // The context's clock, for the closed popup's grace below; it runs as usual until then.
    await page.clock.install();
    await page.goto('/nl');
    await page.getByTestId('overview').waitFor();
    await page.getByTestId('sign-in-button').click();
    const dialog = page.getByRole('dialog', { name: 'Welkom bij Invoicing' });
    await dialog.waitFor();

    const first = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Doorgaan met Google' }).click();
    await expect(dialog.getByTestId('login-status').textContent()).resolves.toBe(
      'Ga verder in het inlogvenster dat is geopend.',
    );
    // Closed without an answer: popup-closed-by-user, 8 s later (spec §4). The page checks for a
    // closed popup every 500 ms; the clock runs those 8.5 s (and every timer due in them) at once.
    await (await first).close();
    await page.clock.runFor(8_500);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=login-status]')?.textContent ===
        'Het inlogvenster is gesloten voordat je klaar was. Probeer het opnieuw wanneer je zover bent.',
      undefined,
      { timeout: 15000 },
    );

    const second = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Doorgaan met Google' }).click();
    const account = newAccount('nl');
    await chooseAnotherAccount(await second, account);
    const button = await profileButton(page);
    await expect(button.textContent()).resolves.toContain(account.name);
    await button.click();
    const dropdown = page.getByTestId('profile-dropdown');
    await dropdown.waitFor();
    await expect(dropdown.textContent()).resolves.toContain('Cloudsynchronisatie actief');
    await expect(dropdown.textContent()).resolves.toContain(
      'Wijzigingen worden automatisch opgeslagen',
    );
    await expect(dropdown.textContent()).resolves.toContain(`Ingelogd als ${account.email}`);
    await expect(page.getByTestId('sign-out').textContent()).resolves.toBe('Uitloggen');
  });
});
