import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import {
  adminHandlers,
  API,
  invoice,
  notFound,
  serverError,
} from '../../../testing/admin-fixtures';
import { UserInvoicesPage } from './UserInvoicesPage';

const page1 = [invoice(3), invoice(2)];
const page2 = [invoice(1, { paymentStatus: 'paid', total: 5000 })];
const asked: string[] = [];

const pagedInvoices = http.get(`${API}/users/:id/invoices`, ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  asked.push(String(page));
  return HttpResponse.json(
    page === 1
      ? { invoices: page1, total: 3, page: 1, limit: 2, hasMore: true }
      : { invoices: page2, total: 3, page: 2, limit: 2, hasMore: false },
  );
});

const server = setupServer(pagedInvoices, ...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers(pagedInvoices, ...adminHandlers);
  asked.length = 0;
});
afterAll(() => server.close());

const open = (uid = 'u1') =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/invoices" element={<UserInvoicesPage />} />
    </Routes>,
    `/admin/user/${uid}/invoices`,
  );

const rowIds = () =>
  screen.getAllByTestId('admin-invoice-row').map((row) => row.getAttribute('data-invoice-id'));

describe("the admin page of a user's invoices", () => {
  it('shows the user, the links to their other pages and the first page of invoices', async () => {
    await open();
    expect(await screen.findByTestId('admin-user-header')).toHaveTextContent('Studio Vos');
    expect(screen.getByTestId('admin-user-header')).toHaveTextContent('01/05/2026');
    expect(screen.getByTestId('admin-link-companies')).toHaveAttribute(
      'href',
      '/admin/user/u1/companies',
    );
    expect(screen.getByTestId('admin-link-settings')).toHaveAttribute(
      'href',
      '/admin/user/u1/settings',
    );
    expect(screen.getByTestId('admin-link-schedules')).toHaveAttribute(
      'href',
      '/admin/user/u1/schedules',
    );
    await screen.findAllByTestId('admin-invoice-row');
    const first = screen.getAllByTestId('admin-invoice-row')[0]!;
    expect(within(first).getByRole('link', { name: 'INV-2026-0003' })).toHaveAttribute(
      'href',
      `/admin/user/u1/invoice/${invoice(3).id}`,
    );
    expect(first).toHaveTextContent('03/05/2026');
    expect(first).toHaveTextContent('Acme 3');
    expect(first).toHaveTextContent('€213.88');
    expect(first).toHaveTextContent('Unpaid');
  });

  it("appends page 2 on 'Load more', then hides the button when there is no more", async () => {
    await open();
    await screen.findAllByTestId('admin-invoice-row');
    expect(rowIds()).toEqual([invoice(3).id, invoice(2).id]);

    fireEvent.click(screen.getByTestId('admin-load-more'));
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    expect(rowIds()).toEqual([invoice(3).id, invoice(2).id, invoice(1).id]);
    expect(asked).toEqual(['1', '2']);
    expect(screen.getAllByTestId('admin-invoice-row')[2]).toHaveTextContent('Paid');
    expect(screen.queryByTestId('admin-load-more')).toBeNull();
  });

  it('keeps the loaded invoices and says so when loading more fails', async () => {
    await open();
    await screen.findAllByTestId('admin-invoice-row');
    server.use(http.get(`${API}/users/:id/invoices`, serverError));
    fireEvent.click(screen.getByTestId('admin-load-more'));
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Failed to load more invoices',
    );
    expect(rowIds()).toHaveLength(2);
  });

  it('says the user does not exist on a 404', async () => {
    server.use(http.get(`${API}/users/:id`, () => notFound('User with ID nobody not found')));
    await open('nobody');
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'User with ID nobody not found',
    );
    expect(screen.queryByTestId('admin-invoice-row')).toBeNull();
  });

  it('says so when the user details or the invoices cannot be fetched', async () => {
    server.use(
      http.get(`${API}/users/:id`, serverError),
      http.get(`${API}/users/:id/invoices`, serverError),
    );
    await open();
    await waitFor(() => expect(screen.getAllByTestId('admin-error')).toHaveLength(2));
    const texts = screen.getAllByTestId('admin-error').map((error) => error.textContent);
    expect(texts).toEqual(['Failed to fetch user details', 'Failed to fetch invoices']);
  });

  it('shows the e-mail preview in a sandboxed frame', async () => {
    server.use(
      http.get(`${API}/users/:id/invoices/:invoiceId/email-preview`, () =>
        HttpResponse.json({ html: '<p>Dear Acme</p>', invoiceNumber: 'INV-2026-0003' }),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-invoice-row');
    fireEvent.click(screen.getAllByTestId('admin-email-preview')[0]!);
    const frame = await screen.findByTestId('admin-email-preview-frame');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Dear Acme</p>');
    expect(
      screen.getByRole('dialog', { name: 'Email preview of INV-2026-0003' }),
    ).toBeInTheDocument();
  });

  it('only logs a failed e-mail preview', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/users/:id/invoices/:invoiceId/email-preview`, serverError));
    await open();
    await screen.findAllByTestId('admin-invoice-row');
    fireEvent.click(screen.getAllByTestId('admin-email-preview')[0]!);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('admin-error')).toBeNull();
    logged.mockRestore();
  });
});
