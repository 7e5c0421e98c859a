import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { adminHandlers, API, company, serverError } from '../../../testing/admin-fixtures';
import { UserCompaniesPage } from './UserCompaniesPage';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/companies" element={<UserCompaniesPage />} />
    </Routes>,
    '/admin/user/u1/companies',
  );

describe("the admin page of a user's companies", () => {
  it("lists the companies with '-' for a missing contact name or e-mail", async () => {
    server.use(
      http.get(`${API}/users/:id/companies`, () =>
        HttpResponse.json({
          companies: [company(), company({ id: 'c2', name: 'Bakkerij Jansen', email: '' })],
        }),
      ),
    );
    await open();
    const [first, second] = await screen.findAllByTestId('admin-company-row');
    expect(screen.getByRole('table', { name: 'Companies (2)' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Companies of jan@studiovos.example' }),
    ).toBeInTheDocument();
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Acme B.V.',
      'Damrak 2',
      'Amsterdam',
      '-',
      'info@acme.example',
      '03/05/2026',
    ]);
    expect(within(second!).getAllByRole('cell')[4]).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('admin-link-invoices')).toHaveAttribute(
      'href',
      '/admin/user/u1/invoices',
    );
    expect(screen.getByTestId('admin-link-settings')).toHaveAttribute(
      'href',
      '/admin/user/u1/settings',
    );
  });

  it('has an empty state and a load error', async () => {
    server.use(http.get(`${API}/users/:id/companies`, () => HttpResponse.json({ companies: [] })));
    const { unmount } = await open();
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent(
      'This user has no companies.',
    );
    unmount();
    server.use(http.get(`${API}/users/:id/companies`, serverError));
    await open();
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('Failed to fetch companies');
  });
});
