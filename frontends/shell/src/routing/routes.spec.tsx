import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { setLanguage } from '@app/platform';
import { renderShellAt, stubPages } from '../testing/renderRoutes';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const ADMIN = {
  user: { id: 'u-admin', email: 'ops@example.com', displayName: 'Ops', photoUrl: null },
  isAdmin: true,
};

describe('shell routes', () => {
  it.each([
    ['/', 'home', 'editor'],
    ['/nl', 'home', 'editor'],
    ['/features', 'features', 'publicPages'],
    ['/nl/features', 'features', 'publicPages'],
    ['/pricing', 'pricing', 'publicPages'],
    ['/nl/pricing', 'pricing', 'publicPages'],
    ['/contact', 'contact', 'publicPages'],
    ['/nl/faq', 'faq', 'publicPages'],
    ['/privacy', 'privacy', 'publicPages'],
    ['/nl/terms', 'terms', 'publicPages'],
    ['/invoice-status/INV-1', 'invoiceStatus', 'publicPages'],
    ['/invoice/INV-1', 'pay', 'publicPages'],
    ['/admin', 'admin', 'admin'],
    ['/admin/email-queue', 'admin', 'admin'],
    ['/admin/user/u1/settings', 'admin', 'admin'],
  ])(
    'renders %s with the %s page of the %s remote inside the frame',
    async (path, page, remote) => {
      // The admin pages are behind the admin guard (admin-guard.spec.tsx): an admin gets them.
      const session = remote === 'admin' ? ADMIN : 'signedOut';
      const { container } = await renderShellAt(path, stubPages(), session);

      const stub = container.querySelector(`[data-stub="${page}"]`);
      expect(stub).not.toBeNull();
      expect(stub?.closest('[data-remote-area]')).toHaveAttribute('data-remote-area', remote);
      expect(screen.getByTestId('site-header')).toBeInTheDocument();
      expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    },
  );

  it.each(['/does-not-exist', '/Features', '/features/extra', '/invoice-status'])(
    'shows the not-found page for %s, inside the frame',
    async (path) => {
      await renderShellAt(path);

      expect(screen.getByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
      expect(document.title).toBe('Page not found | Invoicing');
      expect(screen.getByTestId('site-header')).toBeInTheDocument();
      expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    },
  );

  it.each(['/nl/bestaat-niet', '/nl/admin', '/nl/invoice-status/1'])(
    'shows the Dutch not-found page for %s',
    async (path) => {
      await renderShellAt(path);

      expect(
        screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
        'href',
        '/nl',
      );
    },
  );

  it('switches the interface and <html lang> to Dutch under /nl', async () => {
    await renderShellAt('/nl/features');

    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    const header = screen.getByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Functies' })).toHaveAttribute(
      'href',
      '/nl/features',
    );
    expect(within(header).getByRole('link', { name: 'Prijzen' })).toHaveAttribute(
      'href',
      '/nl/pricing',
    );
  });

  it('links the header to the English pages on an English page', async () => {
    await renderShellAt('/pricing');

    const header = screen.getByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/features',
    );
    expect(within(header).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(header).getByRole('link', { name: 'Invoicing home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the header, footer and navigation when a remote fails to load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const BrokenAdmin = lazy(() => Promise.reject(new Error('remoteEntry.js: 503')));
    const { navigate } = await renderShellAt('/admin', stubPages({ admin: BrokenAdmin }), ADMIN);

    const area = await screen.findByTestId('remote-error');
    expect(area).toHaveTextContent('This part of the page could not be loaded.');
    expect(area.closest('[data-remote-area]')).toHaveAttribute('data-remote-area', 'admin');
    expect(within(area).getByRole('link', { name: 'Try again' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('site-header')).getByRole('link', { name: 'Pricing' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();

    await act(() => navigate('/pricing'));
    expect(document.querySelector('[data-stub="pricing"]')).not.toBeNull();
    consoleError.mockRestore();
  });

  it('shows a spinner while a slow remote loads, then the page', async () => {
    let finish: () => void = () => undefined;
    const SlowFeatures = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          finish = () => resolve({ default: () => <p data-stub="features">slow features</p> });
        }),
    );
    await renderShellAt('/features', stubPages({ features: SlowFeatures }));

    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(await screen.findByTestId('spinner', {}, { timeout: 1000 })).toBeInTheDocument();

    await act(async () => finish());
    expect(await screen.findByText('slow features')).toBeInTheDocument();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });
});
