import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { adminHandlers, API, invoice } from '../../../testing/admin-fixtures';
import { UserInvoicePage } from './UserInvoicePage';

const asked: number[] = [];
const threePages = http.get(`${API}/users/:id/invoices`, ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  asked.push(page);
  return HttpResponse.json({
    invoices: [invoice(10 - page, { paymentStatus: page === 3 ? 'overdue' : 'unpaid' })],
    total: 3,
    page,
    limit: 1,
    hasMore: page < 3,
  });
});

const server = setupServer(threePages, ...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers(threePages, ...adminHandlers);
  asked.length = 0;
});
afterAll(() => server.close());

const open = (invoiceId: string) =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/invoice/:invoiceId" element={<UserInvoicePage />} />
    </Routes>,
    `/admin/user/u1/invoice/${invoiceId}`,
  );

describe('the admin page of one invoice', () => {
  it('loads the pages until it finds the invoice, then shows it with its raw data', async () => {
    await open(invoice(7).id);
    expect(screen.getByTestId('admin-loading')).toBeInTheDocument();
    const raw = await screen.findByTestId('admin-raw-data');
    expect(asked).toEqual([1, 2, 3]);
    expect(raw.tagName).toBe('PRE');
    expect(raw).toHaveTextContent(`"id": "${invoice(7).id}"`);
    const page = screen.getByTestId('admin-invoice');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Invoice INV-2026-0007');
    expect(page).toHaveTextContent('jan@studiovos.example');
    expect(page).toHaveTextContent('Last changed: 2 hours ago');
    expect(page).toHaveTextContent('Acme 7');
    expect(page).toHaveTextContent('03/05/2026');
    expect(page).toHaveTextContent('Overdue');
    expect(screen.getByTestId('admin-link-companies')).toHaveAttribute(
      'href',
      '/admin/user/u1/companies',
    );
    expect(screen.getByTestId('admin-link-settings')).toHaveAttribute(
      'href',
      '/admin/user/u1/settings',
    );
  });

  it('stops at the first page that has it, and reloads from page 1 on Refresh', async () => {
    await open(invoice(9).id);
    await screen.findByTestId('admin-raw-data');
    expect(asked).toEqual([1]);
    fireEvent.click(screen.getByTestId('admin-refresh'));
    await waitFor(() => expect(asked).toEqual([1, 1]));
    expect(screen.getByTestId('admin-raw-data')).toBeInTheDocument();
  });

  it('says so when no page has the invoice', async () => {
    await open('invoice-unknown-0001');
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Invoice invoice-unknown-0001 not found',
    );
    expect(asked).toEqual([1, 2, 3]);
  });
});
