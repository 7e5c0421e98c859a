import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('marks itself as rendered by the editor remote, in English', async () => {
    await renderPage(<HomePage />, '/');

    const heading = screen.getByRole('heading', { level: 1, name: 'Invoice editor' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'editor');
    expect(screen.getByText('Professional invoicing made simple.')).toBeInTheDocument();
    expect(document.title).toBe('Create an invoice | Invoicing');
  });

  it('speaks Dutch under /nl', async () => {
    await renderPage(<HomePage />, '/nl');

    expect(screen.getByRole('heading', { level: 1, name: 'Factuureditor' })).toBeInTheDocument();
    expect(document.title).toBe('Maak een factuur | Invoicing');
  });
});
