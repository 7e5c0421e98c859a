import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createEmptyInvoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { createAppStore, setAccessToken } from '@app/platform';
import { fetchInvoices } from './cloud-requests';

const API = 'http://localhost/api';
const settings = clientSettingsFor('en');

const stored = (n: number) => ({
  ...createEmptyInvoice(settings, '2026-11-10'),
  id: `invoice-${n}`,
  invoiceNumber: `INV-${n}`,
  status: 'saved',
  total: 0,
  paymentLinks: [],
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});

/** Three pages, each naming the next by cursor; page numbers are not how the pages are found. */
const pages: Record<string, { numbers: number[]; nextCursor: string | null }> = {
  first: { numbers: [5, 4], nextCursor: 'after-4' },
  'after-4': { numbers: [3, 2], nextCursor: 'after-2' },
  'after-2': { numbers: [1], nextCursor: null },
};
const asked: (string | null)[] = [];

const server = setupServer(
  http.get(`${API}/invoices`, ({ request }) => {
    const url = new URL(request.url);
    const cursor = url.searchParams.get('cursor');
    asked.push(cursor);
    const page = pages[cursor ?? 'first']!;
    return HttpResponse.json({
      invoices: page.numbers.map(stored),
      total: 5,
      totalCapped: false,
      page: Number(url.searchParams.get('page') ?? 1),
      limit: 200,
      hasMore: page.nextCursor !== null,
      nextCursor: page.nextCursor,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchInvoices', () => {
  it('follows nextCursor to the last page', async () => {
    setAccessToken('token');
    const store = createAppStore();
    const invoices = await fetchInvoices(store.dispatch, settings);
    expect(invoices.map((invoice) => invoice.invoiceNumber)).toEqual([
      'INV-5',
      'INV-4',
      'INV-3',
      'INV-2',
      'INV-1',
    ]);
    expect(asked).toEqual([null, 'after-4', 'after-2']);
  });
});
