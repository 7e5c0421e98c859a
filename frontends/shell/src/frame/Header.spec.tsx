import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@app/platform';
import { fakePopup } from '../testing/fakePopup';
import { renderShellAt } from '../testing/renderRoutes';

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.scrollY = 0;
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('Header', () => {
  it('gets compact after 100 px of scroll', async () => {
    await renderShellAt('/pricing');
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-compact', 'false');
    await act(async () => {
      scrollTo(150);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-compact', 'true');
    await act(async () => {
      scrollTo(20);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-compact', 'false');
  });

  it('toggles the menu button', async () => {
    await renderShellAt('/pricing');
    const button = screen.getByTestId('menu-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('site-header')).toHaveClass('site-header--menu-open');
    fireEvent.keyDown(
      within(screen.getByTestId('site-menu')).getByRole('link', { name: 'Features' }),
      { key: 'Escape' },
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens the login dialog from the sign-in button; Escape closes it', async () => {
    await renderShellAt('/nl/features');
    const signIn = screen.getByRole('button', { name: 'Inloggen' });
    signIn.focus();
    fireEvent.click(signIn);
    const dialog = await screen.findByRole('dialog', { name: 'Welkom bij Invoicing' });
    const open = jest.spyOn(window, 'open').mockReturnValue(fakePopup());
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Doorgaan met Microsoft' }));
      expect(open).toHaveBeenCalledWith(
        '/api/auth/microsoft?mode=popup&returnTo=%2Fnl%2Ffeatures',
        'invoicing-sign-in',
        expect.stringContaining('width=500,height=600'),
      );
      expect(within(dialog).getByTestId('login-status')).toHaveTextContent(
        'Ga verder in het inlogvenster dat is geopend.',
      );
    } finally {
      open.mockRestore();
    }
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIn).toHaveFocus();
  });

  it('has the four footer columns with an external feedback link', async () => {
    await renderShellAt('/');
    for (const column of ['about', 'resources', 'account', 'support']) {
      expect(screen.getByTestId(`footer-${column}`)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Feedback board/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('adds canonical and hreflang links for a public page', async () => {
    await renderShellAt('/nl/pricing');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/nl/pricing',
    );
    expect(
      document.head.querySelector('link[rel="alternate"][hreflang="x-default"]'),
    ).toHaveAttribute('href', 'http://localhost/pricing');
  });
});
