import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { scrollSettled, useBrowser } from '../support/browser.js';

async function openReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-page][data-ready="true"]').waitFor();
}

describe('the shell frame', () => {
  const session = useBrowser();

  it('switches language keeping the query string and hash, both ways', async () => {
    const { page } = session;
    await openReady(page, '/pricing?x=1#free');
    const switcher = page.getByTestId('language-switcher');

    await switcher.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL('**/nl/pricing?x=1#free');
    await page.locator('[data-page="pricing"][data-ready="true"]').waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('nl');
    await expect(page.locator('h1').textContent()).resolves.toBe('Prijzen');

    await page.getByTestId('language-switcher').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/pricing' && url.search === '?x=1' && url.hash === '#free',
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
  });

  it('links the header and the footer columns in the page language', async () => {
    const { page } = session;
    await openReady(page, '/nl/faq');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Functies' }).getAttribute('href')).resolves.toBe(
      '/nl/features',
    );
    await expect(header.getByRole('link', { name: 'Prijzen' }).getAttribute('href')).resolves.toBe(
      '/nl/pricing',
    );
    await expect(header.getByRole('link', { name: 'Contact' }).getAttribute('href')).resolves.toBe(
      '/nl/contact',
    );
    await expect(
      header.getByRole('link', { name: 'Invoicing startpagina' }).getAttribute('href'),
    ).resolves.toBe('/nl');

    const footer = page.getByTestId('site-footer');
    for (const column of ['about', 'resources', 'account', 'support']) {
      await expect(footer.getByTestId(`footer-${column}`).isVisible()).resolves.toBe(true);
    }
    await expect(
      footer.getByRole('link', { name: 'Voorwaarden' }).getAttribute('href'),
    ).resolves.toBe('/nl/terms');
    const feedback = footer.getByRole('link', { name: /Ideeën en feedback/ });
    await expect(feedback.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(feedback.getAttribute('target')).resolves.toBe('_blank');
    await expect(feedback.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  });

  it('shrinks the header after 100 px of scroll without moving the page', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 700 });
    await openReady(page, '/terms');
    const header = page.getByTestId('site-header');
    await expect(header.getAttribute('data-compact')).resolves.toBe('false');
    const fullHeight = (await header.boundingBox())!.height;
    const headingTop = await page
      .locator('h1')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

    await page.evaluate(() => window.scrollTo(0, 60));
    // Once the scroll is over, and the frames the header reacts on have passed.
    await scrollSettled(page);
    await expect(header.getAttribute('data-compact')).resolves.toBe('false');

    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="site-header"]')?.getAttribute('data-compact') ===
        'true',
    );
    // The header's height transition, to its end.
    await header.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect((await header.boundingBox())!.height).toBeLessThan(fullHeight);
    const headingTopAfter = await page
      .locator('h1')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(headingTopAfter).toBe(headingTop);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="site-header"]')?.getAttribute('data-compact') ===
        'false',
    );
  });

  it('folds the links into a hamburger menu at 375 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    await openReady(page, '/pricing');
    const header = page.getByTestId('site-header');
    const features = header.getByRole('link', { name: 'Features' });
    const button = page.getByTestId('menu-button');
    await expect(features.isVisible()).resolves.toBe(false);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(features.isVisible()).resolves.toBe(true);
    await expect(header.getByTestId('sign-in-button').isVisible()).resolves.toBe(true);

    await button.click();
    await expect(features.isVisible()).resolves.toBe(false);

    await button.click();
    await features.click();
    await page.waitForURL('**/features');
    await page.locator('[data-page="features"]').waitFor();
  });

  it('opens the login modal from the profile menu and closes it with Escape, giving focus back', async () => {
    const { page } = session;
    await openReady(page, '/features');
    const signIn = page.getByTestId('sign-in-button');
    await signIn.click();

    const dialog = page.getByRole('dialog', { name: 'Welcome to Invoicing' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(
      dialog.getByRole('button', { name: 'Continue with Google' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      dialog.getByRole('button', { name: 'Continue with Microsoft' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      dialog.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href'),
    ).resolves.toBe('/privacy');
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(dialog.getByTestId('login-status').textContent()).resolves.toBe(
      'Continue in the sign-in window that opened.',
    );
    await popup.close();

    // Focus stays inside the dialog.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(
      dialog.evaluate((element) => element.contains(document.activeElement)),
    ).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // Focus returns to the button that opened the dialog (restored right after the dialog unmounts).
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'sign-in-button',
      undefined,
      { timeout: 5000 },
    );
  });

  it('closes the login modal with its close button and the backdrop, in Dutch too', async () => {
    const { page } = session;
    await openReady(page, '/nl/contact');
    await page.getByTestId('sign-in-button').click();
    const dialog = page.getByRole('dialog', { name: 'Welkom bij Invoicing' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await page.getByTestId('sign-in-button').click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
