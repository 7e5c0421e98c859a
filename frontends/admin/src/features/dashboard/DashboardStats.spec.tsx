import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '@app/platform/testing';
import { adminHandlers, API, serverError } from '../../testing/admin-fixtures';
import { DashboardStats } from './DashboardStats';

const server = setupServer(...adminHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stats = { totalUsers: 40, activeToday: 7, totalInvoices: 812 };

describe('DashboardStats', () => {
  it('puts a chart per day beside users and invoices, each with its table', async () => {
    await renderPage(<DashboardStats stats={stats} />, '/admin');
    const signUps = await screen.findByRole('img', {
      name: 'Sign-ups per day, 10/28/2026 to 11/26/2026',
    });
    expect(signUps.closest('li')).toHaveTextContent('40Users');
    const invoices = screen.getByRole('img', {
      name: 'Invoices per day, 10/28/2026 to 11/26/2026',
    });
    expect(invoices.closest('li')).toHaveTextContent('812Total invoices');
    expect(
      screen.getByTestId('admin-stat-active').closest('li')?.querySelector('figure'),
    ).toBeNull();

    const figure = screen.getByTestId('admin-chart-invoices');
    const details = figure.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const rows = within(figure).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent('11/26/20263');
  });

  it('keeps the counters and says so when the figures per day cannot be read', async () => {
    server.use(http.get(`${API}/stats/daily`, serverError));
    await renderPage(<DashboardStats stats={stats} />, '/nl/admin');
    expect(await screen.findByTestId('admin-daily-failed')).toHaveTextContent(
      'De cijfers per dag konden niet worden geladen.',
    );
    expect(screen.getByTestId('admin-stat-invoices')).toHaveTextContent('812');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
