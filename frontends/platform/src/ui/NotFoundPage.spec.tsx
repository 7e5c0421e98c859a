import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, setLanguage } from '../i18n/i18n';
import { NotFoundPage } from './NotFoundPage';

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('NotFoundPage', () => {
  it('says the page does not exist, links home and keeps itself out of search indexes', () => {
    renderAt('/does-not-exist');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.title).toBe('Page not found | Invoicing');
  });

  it('links to the Dutch home page in Dutch', async () => {
    await act(() => setLanguage('nl'));
    renderAt('/nl/bestaat-niet');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/nl',
    );
  });
});
