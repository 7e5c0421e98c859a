import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { API, peppolDelivery, peppolPage, serverError } from '../../testing/admin-fixtures';
import { PeppolDeliveriesPage } from './PeppolDeliveriesPage';

const deliveries = [
  peppolDelivery({ id: 'p1', status: 'queued' }),
  peppolDelivery({
    id: 'p2',
    status: 'delivered',
    attempts: 1,
    sentAt: new Date().toISOString(),
    settledAt: new Date().toISOString(),
  }),
  peppolDelivery({
    id: 'p3',
    status: 'refused',
    attempts: 1,
    reason: 'Unknown buyer reference',
    invoiceNumber: 'CN-2026-0001',
    documentType: 'credit_note',
  }),
  peppolDelivery({ id: 'p4', status: 'sent', attempts: 2, mayHaveBeenDeliveredTwice: true }),
];

/** The query string of every request, in order. */
let asked: string[] = [];
const list = http.get(`${API}/peppol-deliveries`, ({ request }) => {
  asked.push(new URL(request.url).search);
  return HttpResponse.json(peppolPage(deliveries));
});
const server = setupServer(list);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers(list);
  asked = [];
});
afterAll(() => server.close());

const open = (path = '/admin/peppol-deliveries') =>
  renderPage(
    <Routes>
      <Route path={path} element={<PeppolDeliveriesPage />} />
    </Routes>,
    path,
  );

const rows = () => screen.getAllByTestId('admin-peppol-row');
const row = (id: string) => rows().find((r) => r.getAttribute('data-delivery-id') === id)!;

describe('the admin Peppol deliveries', () => {
  it('shows the counters and a row per delivery with its status, reason and tries', async () => {
    await open();
    await screen.findAllByTestId('admin-peppol-row');
    expect(screen.getByRole('heading', { level: 2, name: 'Peppol deliveries' })).toBeVisible();
    expect(screen.getByTestId('admin-queue-total')).toHaveTextContent('4');
    expect(screen.getByTestId('admin-peppol-queued')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-peppol-sent')).toHaveTextContent('2');
    expect(screen.getByTestId('admin-peppol-failed')).toHaveTextContent('1');
    expect(row('p3')).toHaveAttribute('data-status', 'refused');
    expect(row('p3')).toHaveTextContent('Credit note CN-2026-0001');
    expect(row('p3')).toHaveTextContent('Refused');
    expect(row('p3')).toHaveTextContent('Unknown buyer reference');
    expect(row('p1')).toHaveTextContent('0208:0123456749');
    expect(row('p1')).toHaveTextContent('1 hour ago');
    expect(row('p4')).toHaveTextContent('May have been delivered twice');
    expect(row('p2')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('admin-queue-count')).toHaveTextContent('4 of 4 deliveries');
  });

  it('filters the deliveries loaded by status, and says it filters what is loaded', async () => {
    await open();
    await screen.findAllByTestId('admin-peppol-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refused' } });
    expect(rows().map((r) => r.getAttribute('data-delivery-id'))).toEqual(['p3']);
    expect(screen.getByTestId('admin-peppol-filter-note')).toHaveTextContent(
      'The filter shows 1 of the deliveries loaded so far.',
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(screen.queryByTestId('admin-peppol-row')).toBeNull();
    expect(screen.getByTestId('admin-empty')).toHaveTextContent(
      'None of the deliveries loaded so far has this status.',
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(rows()).toHaveLength(4);
    expect(screen.queryByTestId('admin-peppol-filter-note')).toBeNull();
    expect(asked).toEqual(['?limit=100']);
  });

  it("appends the next 100 on 'Load more' and starts again from the newest on 'Refresh'", async () => {
    server.use(
      http.get(`${API}/peppol-deliveries`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(
          url.searchParams.has('cursor')
            ? peppolPage([peppolDelivery({ id: 'p9' })], { total: 1000, totalCapped: true })
            : peppolPage(deliveries.slice(0, 2), {
                total: 1000,
                totalCapped: true,
                hasMore: true,
                nextCursor: 'after-p2',
              }),
        );
      }),
    );
    await open();
    await screen.findAllByTestId('admin-peppol-row');
    expect(screen.getByTestId('admin-queue-total')).toHaveTextContent('1,000+');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(asked).toEqual(['?limit=100', '?cursor=after-p2&limit=100']);
    expect(screen.queryByTestId('admin-load-more')).toBeNull();

    fireEvent.click(screen.getByTestId('admin-refresh'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(asked.at(-1)).toBe('?limit=100');
  });

  it('says when nothing was sent over Peppol yet', async () => {
    server.use(http.get(`${API}/peppol-deliveries`, () => HttpResponse.json(peppolPage([]))));
    await open();
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent(
      'No invoices have been sent over Peppol yet.',
    );
  });

  it('shows the load error in place of the table, in Dutch too', async () => {
    server.use(http.get(`${API}/peppol-deliveries`, serverError));
    await open('/nl/admin/peppol-deliveries');
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Peppol-verzendingen ophalen mislukt',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
