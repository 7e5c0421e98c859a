import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { needsShell, startPublicPage } from './public-page';
import { servePage } from './testing/served-page';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('a pre-rendered public page', () => {
  const loadShell = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    loadShell.mockClear();
    // The service worker's registration waits for the manifest; these pages have none to load.
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  });
  afterEach(() => {
    clearCookies();
    document.documentElement.removeAttribute('data-sign-in');
    delete document.documentElement.dataset['session'];
    jest.restoreAllMocks();
  });

  it('becomes interactive without the shell and is marked ready as the shell marks its pages', async () => {
    await servePage('/faq');
    startPublicPage({ loadShell, serviceWorker: false });
    const page = document.querySelector('[data-page="faq"]');
    expect(page).toHaveAttribute('data-remote', 'publicPages');
    expect(page).toHaveAttribute('data-ready', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Is Invoicing really free?' }));
    expect(screen.getByRole('button', { name: 'Is Invoicing really free?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(loadShell).not.toHaveBeenCalled();
  });

  it('hands over to the shell on sign-in with the markup as served, asking it for the dialog', async () => {
    const root = await servePage('/nl/faq');
    const served = root.innerHTML;
    startPublicPage({ loadShell, serviceWorker: false });
    fireEvent.click(screen.getByTestId('menu-button'));
    fireEvent.click(screen.getByRole('button', { name: 'Is Invoicing echt gratis?' }));

    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-sign-in', 'requested');
    // React hydrates what it would have rendered itself: nothing the islands changed is left.
    expect(root.innerHTML).toBe(served);
    // Let go: the islands no longer answer clicks, the shell's React does.
    fireEvent.click(screen.getByTestId('menu-button'));
    expect(screen.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(loadShell).toHaveBeenCalledTimes(1);
  });

  it("leaves a signed-in visitor's page to the shell from the start, the sign-in button hidden", async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    await servePage('/pricing');
    startPublicPage({ loadShell, serviceWorker: false });
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset['session']).toBe('restoring');
    expect(document.querySelector('[data-page]')).not.toHaveAttribute('data-ready');
  });

  it.each([
    ['', '', false],
    ['?from=e2e', 'theme=dark', false],
    ['?signInError=account-exists', '', true],
    ['', 'a=1; XSRF-TOKEN=abc', true],
  ])('needs the shell with the query "%s" and the cookies "%s": %s', (search, cookie, needed) => {
    expect(needsShell(search, cookie)).toBe(needed);
  });
});
