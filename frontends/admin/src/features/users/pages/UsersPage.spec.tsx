import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { adminHandlers, API, serverError } from '../../../testing/admin-fixtures';
import { UsersPage } from './UsersPage';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/admin') =>
  renderPage(
    <Routes>
      <Route path={path} element={<UsersPage />} />
    </Routes>,
    path,
  );

describe('the admin users page', () => {
  it('shows the counters and a row per user, the e-mail linking to their invoices', async () => {
    await open();
    expect(screen.getByTestId('admin-loading')).toHaveTextContent('Loading...');
    const row = await screen.findByTestId('admin-user-row');
    expect(screen.getByTestId('admin-stat-users')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-stat-active')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-stat-invoices')).toHaveTextContent('12');
    expect(row).toHaveAttribute('data-user-id', 'u1');
    expect(within(row).getByTestId('admin-user-link')).toHaveAttribute(
      'href',
      '/admin/user/u1/invoices',
    );
    expect(row).toHaveTextContent('Studio Vos');
    expect(row).toHaveTextContent('01/05/2026');
    expect(row).toHaveTextContent('3 hours ago');
    expect(screen.getByTestId('admin-email-queue-link')).toHaveAttribute(
      'href',
      '/admin/email-queue',
    );
  });

  it("shows '-' for a user without a company and 'Never' before a first visit", async () => {
    server.use(
      http.get(`${API}/users`, () =>
        Response.json({
          users: [
            {
              id: 'u2',
              email: 'new@example.com',
              displayName: null,
              company: '',
              invoiceCount: 0,
              isAdmin: false,
              createdAt: '2026-03-01T10:00:00.000Z',
              lastActiveAt: null,
            },
          ],
          stats: { totalUsers: 1, activeToday: 0, totalInvoices: 0 },
        }),
      ),
    );
    await open();
    const cells = within(await screen.findByTestId('admin-user-row')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^-$/);
    expect(cells[4]).toHaveTextContent('Never');
  });

  it('says so in red in place of the table when the users cannot be fetched', async () => {
    server.use(http.get(`${API}/users`, serverError));
    await open();
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has an empty state', async () => {
    server.use(
      http.get(`${API}/users`, () =>
        Response.json({ users: [], stats: { totalUsers: 0, activeToday: 0, totalInvoices: 0 } }),
      ),
    );
    await open();
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent('No users yet.');
  });

  it('speaks Dutch: texts, dates and relative times', async () => {
    await open('/nl/admin');
    const row = await screen.findByTestId('admin-user-row');
    expect(screen.getByRole('heading', { level: 2, name: 'Gebruikers' })).toBeInTheDocument();
    expect(screen.getByText('Vandaag actief')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Laatst actief' })).toBeInTheDocument();
    expect(row).toHaveTextContent('05-01-2026');
    expect(row).toHaveTextContent('3 uur geleden');
    expect(screen.getByTestId('admin-email-queue-link')).toHaveTextContent('E-mailwachtrij');
  });
});
