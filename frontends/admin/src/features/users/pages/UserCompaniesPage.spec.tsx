import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import {
  adminHandlers,
  API,
  company,
  companyPage,
  serverError,
} from '../../../testing/admin-fixtures';
import { UserCompaniesPage } from './UserCompaniesPage';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/admin/user/u1/companies') =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/companies" element={<UserCompaniesPage />} />
      <Route path="/nl/admin/user/:uid/companies" element={<UserCompaniesPage />} />
    </Routes>,
    path,
  );

const rowNames = () =>
  screen
    .getAllByTestId('admin-company-row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** Two pages of three companies: the second after the cursor 'after-c2'. */
const asked: (string | null)[] = [];
const pagedCompanies = http.get(`${API}/users/:id/companies`, ({ request }) => {
  const cursor = new URL(request.url).searchParams.get('cursor');
  asked.push(cursor);
  return HttpResponse.json(
    cursor === null
      ? companyPage([company({ id: 'c3', name: 'Third' }), company({ id: 'c2', name: 'Second' })], {
          total: 3,
          limit: 2,
          hasMore: true,
          nextCursor: 'after-c2',
        })
      : companyPage([company({ id: 'c1', name: 'First' })], { total: 3, limit: 2 }),
  );
});

describe("the admin page of a user's companies", () => {
  it("lists the companies with '-' for a missing contact name or e-mail", async () => {
    server.use(
      http.get(`${API}/users/:id/companies`, () =>
        HttpResponse.json(
          companyPage([company(), company({ id: 'c2', name: 'Bakkerij Jansen', email: '' })]),
        ),
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

  it("appends the next page on 'Load more' by its cursor, then hides the button", async () => {
    asked.length = 0;
    server.use(pagedCompanies);
    await open();
    await screen.findAllByTestId('admin-company-row');
    expect(rowNames()).toEqual(['Third', 'Second']);
    expect(screen.getByRole('table', { name: 'Companies (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('admin-load-more'));
    await waitFor(() => expect(rowNames()).toEqual(['Third', 'Second', 'First']));
    expect(asked).toEqual([null, 'after-c2']);
    expect(screen.queryByTestId('admin-load-more')).toBeNull();
  });

  it('keeps the loaded companies and says so when loading more fails', async () => {
    server.use(pagedCompanies);
    await open();
    await screen.findAllByTestId('admin-company-row');
    server.use(http.get(`${API}/users/:id/companies`, serverError));
    fireEvent.click(screen.getByTestId('admin-load-more'));
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Failed to load more companies',
    );
    expect(rowNames()).toEqual(['Third', 'Second']);
  });

  it('shows a capped total as 1,000+, in Dutch as 1.000+', async () => {
    const capped = () =>
      HttpResponse.json(
        companyPage([company()], {
          total: 1000,
          totalCapped: true,
          hasMore: true,
          nextCursor: 'x',
        }),
      );
    server.use(http.get(`${API}/users/:id/companies`, capped));
    const { unmount } = await open();
    expect(await screen.findByRole('table', { name: 'Companies (1,000+)' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-load-more')).toHaveTextContent('Load more');
    unmount();
    await open('/nl/admin/user/u1/companies');
    expect(await screen.findByRole('table', { name: 'Bedrijven (1.000+)' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-load-more')).toHaveTextContent('Meer laden');
  });

  it('has an empty state and a load error', async () => {
    server.use(http.get(`${API}/users/:id/companies`, () => HttpResponse.json(companyPage([]))));
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
