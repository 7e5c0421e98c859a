import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { accessTokenOf, newAccount } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { appErrorsOf, useBrowser } from '../support/browser.js';
import { openSignedInEditor } from '../support/editor.js';
import { exportPdf, imagesInPdf, twoColourPng } from '../support/pdf-content.js';

const LOGO = { width: 240, height: 80 };

async function currentLogoId(context: BrowserContext, page: Page): Promise<string | null> {
  const token = await accessTokenOf(context, page);
  const response = await page.request.get('/api/user/settings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { settings: { logo: { id: string } | null } };
  return body.settings.logo?.id ?? null;
}

const seriousAxeViolations = (page: Page): Promise<string[]> =>
  seriousViolations(page, { include: ['[data-testid="logo-area"]'] });

describe('the logo of a signed-in user', () => {
  const session = useBrowser({ acceptDownloads: true });

  it('uploads a PNG from the keyboard, shows it, draws it in the PDF and removes it after confirmation', async () => {
    const { context, page } = session;
    const appErrors = appErrorsOf(page);
    // The sign-in sync applies the account's settings (and re-renders the logo area) first.
    await openSignedInEditor(page, newAccount('logo'));
    const area = page.getByTestId('logo-area');
    await area.and(page.locator('[data-state="idle"][data-has-logo="false"]')).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    const before = await exportPdf(page);
    await expect(imagesInPdf(before)).resolves.toEqual([]);

    // The file input itself is reachable and opens the picker with the keyboard.
    await expect(page.getByLabel('Add your logo').getAttribute('type')).resolves.toBe('file');
    // Listening before the focus: Playwright takes the picker over only once the browser has its
    // listener, which is sent without an answer; the focus's round trips come after it. (Listening
    // with the key press itself let a picker open unseen and close again, now and then.)
    const chooserOpened = page.waitForEvent('filechooser');
    await page.getByTestId('logo-input').focus();
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({
      name: 'studio-logo.png',
      mimeType: 'image/png',
      buffer: twoColourPng(LOGO.width, LOGO.height),
    });

    const image = page.getByTestId('logo-image');
    await image.waitFor();
    await expect(image.getAttribute('src')).resolves.toMatch(/^blob:/);
    await expect(image.getAttribute('alt')).resolves.toBe('Your logo (studio-logo.png)');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="logo-image"]') as HTMLImageElement).complete,
    );
    await expect(
      image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]),
    ).resolves.toEqual([LOGO.width, LOGO.height]);
    const logoId = await currentLogoId(context, page);
    expect(logoId).toEqual(expect.any(String));

    // Change and remove appear on keyboard focus, not only on hover.
    const actions = area.locator('.logo-area__actions');
    await page.mouse.move(0, 0);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.logo-area__actions') as Element).opacity === '0',
    );
    await page.getByTestId('logo-change').focus();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.logo-area__actions') as Element).opacity === '1',
    );
    await expect(actions.getByRole('button').allTextContents()).resolves.toEqual([
      'Change logo',
      'Remove logo',
    ]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // The PDF carries the server's PNG rendition of exactly this image.
    await expect(imagesInPdf(await exportPdf(page))).resolves.toEqual([LOGO]);

    await page.getByTestId('logo-remove').click();
    const dialog = page.getByTestId('logo-delete-dialog');
    await expect(dialog.textContent()).resolves.toContain(
      'Remove your logo? It will no longer appear on your invoices.',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(image.count()).resolves.toBe(1);

    await page.getByTestId('logo-remove').click();
    await page.getByTestId('logo-delete-dialog-confirm').click();
    await image.waitFor({ state: 'detached' });
    await area.and(page.locator('[data-has-logo="false"]')).waitFor();
    await expect(currentLogoId(context, page)).resolves.toBeNull();
    const token = await accessTokenOf(context, page);
    const gone = await page.request.get(`/api/logo/${logoId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
    await expect(imagesInPdf(await exportPdf(page))).resolves.toEqual([]);
    expect(appErrors).toEqual([]);
  });

  it("keeps one user's logo from another user, and refuses a wrong file type in the browser", async () => {
    const { context, page } = session;
    await openSignedInEditor(page, newAccount('logo-owner'));
    await page.getByTestId('logo-input').setInputFiles({
      name: 'owner.png',
      mimeType: 'image/png',
      buffer: twoColourPng(60, 60),
    });
    await page.getByTestId('logo-image').waitFor();
    const ownerLogo = await currentLogoId(context, page);
    expect(ownerLogo).toEqual(expect.any(String));

    const otherContext = await session.newContext({ acceptDownloads: true });
    const other = await otherContext.newPage();
    await openSignedInEditor(other, newAccount('logo-other'));
    const otherArea = other.getByTestId('logo-area');
    await otherArea.and(other.locator('[data-has-logo="false"]')).waitFor();
    await expect(other.getByTestId('logo-image').count()).resolves.toBe(0);
    await expect(currentLogoId(otherContext, other)).resolves.toBeNull();
    const otherToken = await accessTokenOf(otherContext, other);
    const foreign = await other.request.get(`/api/logo/${ownerLogo}?variant=png`, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(foreign.status()).toBe(404);
    await expect(imagesInPdf(await exportPdf(other))).resolves.toEqual([]);

    // Checked before anything is sent: a text file named .png.
    await other.getByTestId('logo-input').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(other.getByTestId('logo-error').textContent()).resolves.toBe(
      'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    );
    await expect(currentLogoId(otherContext, other)).resolves.toBeNull();
  });

  it('fits a phone screen with a logo, change and remove always shown on touch', async () => {
    const phone = await session.newContext({
      viewport: { width: 1024, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    // Signed in at the wide layout, where the header shows the profile; the phone width after.
    await openSignedInEditor(page, newAccount('logo-phone'), '/nl');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('logo-input').setInputFiles({
      name: 'breed.png',
      mimeType: 'image/png',
      buffer: twoColourPng(900, 120),
    });
    await page.getByTestId('logo-image').waitFor();
    await expect(page.getByTestId('logo-remove').isVisible()).resolves.toBe(true);
    await expect(
      page.evaluate(
        () => getComputedStyle(document.querySelector('.logo-area__actions') as Element).opacity,
      ),
    ).resolves.toBe('1');
    await expect(page.getByTestId('logo-change').textContent()).resolves.toBe('Logo wijzigen');
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
  });
});
