import type { BrowserContext, Locator, Page } from 'playwright-core';

export type Account = { email: string; name: string };

/** A fresh address per sign-in, so every test starts with a user of its own. */
export function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}-${id}@example.com`, name: `E2E ${label} ${id}` };
}

/** The journeys' operator: global-setup lists this address in the app's ADMIN_EMAILS. */
export const ADMIN_ACCOUNT: Account = { email: 'ops-admin@example.com', name: 'E2E Operator' };

/** Opens a page and waits until its remote has rendered (`data-ready`). */
export async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-page][data-ready="true"]').waitFor();
}

/** On the local provider's picker (a popup or the page itself): sign in as any address. */
export async function chooseAnotherAccount(picker: Page, account: Account): Promise<void> {
  const form = picker.locator('[data-testid=another-account]');
  await form.waitFor();
  await picker.fill('#email', account.email);
  await picker.fill('#name', account.name);
  await form.locator('button[type=submit]').click();
}

/** Opens the sign-in dialog and the provider's popup; resolves to the popup. */
export async function startPopupSignIn(
  page: Page,
  provider: 'google' | 'microsoft',
): Promise<Page> {
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('login-modal');
  await dialog.waitFor();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByTestId(`login-${provider}`).click();
  return popupOpened;
}

/** The signed-in header: the profile button, once the session is known. */
export async function profileButton(page: Page): Promise<Locator> {
  const button = page.getByTestId('profile-button');
  await button.waitFor();
  return button;
}

/**
 * Signs in on the page it is on, as a user of the local identity provider, through the header's
 * sign-in button and the provider's popup; resolves once the header shows the profile.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const popup = await startPopupSignIn(page, 'google');
  const closed = popup.waitForEvent('close');
  await chooseAnotherAccount(popup, account);
  await closed;
  await profileButton(page);
}

/**
 * Signs in as a user of the local identity provider without the sign-in dialog: the page goes to
 * the address the dialog sends it to when the browser blocks its popup (`mode=redirect`), the
 * user picks the account on the provider's page, and the app's callback sets the session and
 * sends the page back to `path` (its path and query), where it loads signed in. The same
 * provider, callback and session as the popup, one window and one app page load fewer. For
 * journeys about what a signed-in user does; the dialog and the popup are sign-in.e2e-spec.ts's,
 * and a journey about signing in on a page in use keeps `signIn`.
 */
export async function signInThenOpen(page: Page, account: Account, path: string): Promise<void> {
  await page.goto(`/api/auth/google?mode=redirect&returnTo=${encodeURIComponent(path)}`);
  await chooseAnotherAccount(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await profileButton(page);
}

/** Signs out through the profile menu; resolves once the sign-in button is back. */
export async function signOut(page: Page): Promise<void> {
  await (await profileButton(page)).click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-in-button').waitFor();
}

/** An access token for the context's session (as the app gets one), for direct API calls. */
export async function accessTokenOf(context: BrowserContext, page: Page): Promise<string> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (xsrf === undefined) throw new Error('The context has no session');
  const refresh = await page.request.post('/api/auth/refresh', {
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (refresh.status() !== 200) throw new Error(`The refresh answered ${refresh.status()}`);
  return ((await refresh.json()) as { accessToken: string }).accessToken;
}
