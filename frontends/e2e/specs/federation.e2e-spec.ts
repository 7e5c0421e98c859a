import { describe, expect, it } from '@jest/globals';
import { baseUrl, useBrowser } from '../support/browser.js';
import { countReactRenderers, reactRendererCount } from '../support/react-renderers.js';

describe('the federated app', () => {
  const session = useBrowser();

  it('renders / in the shell frame with the editor remote, fetched at run time from its own URL, on one React', async () => {
    const { page } = session;
    await countReactRenderers(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/');
    await page.locator('[data-remote="editor"]').waitFor();

    await expect(page.getByTestId('site-header').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('site-footer').isVisible()).resolves.toBe(true);
    expect(requested).toContain('/app-manifest.json');
    expect(requested).toContain('/remotes/editor/remoteEntry.js');
    expect(requested.indexOf('/app-manifest.json')).toBeLessThan(
      requested.indexOf('/remotes/editor/remoteEntry.js'),
    );
    expect(await reactRendererCount(page)).toBe(1);
  });

  it('loads a remote from whatever URL the manifest names', async () => {
    const { page } = session;
    await page.route('**/app-manifest.json', async (route) => {
      const manifest = await (await route.fetch()).json();
      manifest.remotes.publicPages = `${baseUrl()}/remotes/public-pages/remoteEntry.js?release=canary`;
      await route.fulfill({ json: manifest });
    });
    const entryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('public-pages/remoteEntry.js')) entryRequests.push(request.url());
    });

    // Home's carousel is the public pages remote's, loaded through the federation (the public
    // pages themselves are its pre-rendered HTML and islands, below).
    await page.goto('/');
    await page.getByTestId('overview').waitFor();
    await page.mouse.wheel(0, 300);
    await page.getByTestId('home-carousel').waitFor();

    expect(entryRequests).toEqual([
      `${baseUrl()}/remotes/public-pages/remoteEntry.js?release=canary`,
    ]);
  });

  it('serves a public page as its remote pre-rendered it, made interactive with no framework', async () => {
    const { page } = session;
    await countReactRenderers(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/faq');
    await page.locator('[data-remote="publicPages"][data-page="faq"][data-ready="true"]').waitFor();
    const question = page.getByRole('button', { name: 'Is Invoicing really free?' });
    await question.click();
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');

    // Neither the shell nor the remote's entry: the remote's islands script alone, and no React.
    expect(scripts).toEqual([
      expect.stringMatching(/^\/remotes\/public-pages\/islands\.[0-9a-f]{8}\.js$/),
    ]);
    expect(await reactRendererCount(page)).toBe(0);
  });

  it.each([
    ['/features', 'publicPages', 'Features', 'en'],
    ['/nl/features', 'publicPages', 'Functies', 'nl'],
    ['/nl', 'editor', 'Factuureditor', 'nl'],
  ])('renders %s from the %s remote', async (path, remote, heading, language) => {
    const { page } = session;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const area = page.locator(`[data-remote="${remote}"]`);
    await area.waitFor();
    await expect(area.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
  });

  it('shows the not-found page, not indexed, for an unknown path', async () => {
    const { page } = session;
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByTestId('not-found').waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    const home = page.getByRole('link', { name: 'Back to the home page' });
    await expect(home.getAttribute('href')).resolves.toBe('/');
  });

  it('keeps the shell working when a remote fails to load', async () => {
    const { page } = session;
    await page.route('**/remotes/public-pages/remoteEntry.js', (route) => route.abort());

    // Home's carousel is the public pages remote's (its pages need no remote entry).
    await page.goto('/');
    await page.locator('[data-remote="editor"]').waitFor();
    await page.mouse.wheel(0, 300);
    const error = page.getByTestId('remote-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain(
      'This part of the page could not be loaded.',
    );
    await expect(page.getByTestId('site-header').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-remote="editor"]').isVisible()).resolves.toBe(true);

    await page.getByTestId('site-header').getByRole('link', { name: 'Pricing' }).first().click();
    await page.locator('[data-page="pricing"][data-ready="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });
});
