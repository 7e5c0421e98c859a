import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@app/platform';
import { renderShellAt } from '../testing/renderRoutes';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('LanguageSwitcher', () => {
  it('links to the Dutch version of the page, keeping query and hash', async () => {
    await renderShellAt('/pricing?x=1#free');

    const switcher = screen.getByTestId('language-switcher');
    const dutch = within(switcher).getByRole('link', { name: 'Nederlands' });
    expect(dutch).toHaveAttribute('href', '/nl/pricing?x=1#free');
    expect(dutch).toHaveAttribute('hreflang', 'nl');
    expect(dutch).toHaveAttribute('lang', 'nl');
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('links back to the English version from a Dutch page', async () => {
    await renderShellAt('/nl/pricing?x=1#free');

    const switcher = screen.getByTestId('language-switcher');
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/pricing?x=1#free',
    );
    expect(within(switcher).getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('switches the home page between / and /nl', async () => {
    await renderShellAt('/');
    expect(
      within(screen.getByTestId('language-switcher')).getByRole('link', { name: 'Nederlands' }),
    ).toHaveAttribute('href', '/nl');
  });
});
