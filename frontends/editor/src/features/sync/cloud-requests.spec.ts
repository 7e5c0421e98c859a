import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createEmptyInvoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { createAppStore, setAccessToken } from '@app/platform';
import { fetchInvoices, sendItem } from './cloud-requests';
import type { QueueItem } from './offline-queue';

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

describe('sendItem', () => {
  it('sends a queued create with an Idempotency-Key: the same on a retry, another for a changed body', async () => {
    const keys: (string | null)[] = [];
    let failures = 1;
    server.use(
      http.post(`${API}/invoices`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (failures-- > 0) return HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 503 });
        return HttpResponse.json(stored(7), { status: 201 });
      }),
    );
    setAccessToken('token');
    const store = createAppStore();
    const invoice = { ...createEmptyInvoice(settings, '2026-11-10'), id: 'invoice-7' };
    const item: QueueItem = {
      id: 'queue-item-1',
      type: 'create',
      endpoint: '/api/invoices',
      data: invoice,
      retryCount: 0,
    };

    expect((await sendItem(store.dispatch, item)).ok).toBe(false);
    expect((await sendItem(store.dispatch, { ...item, retryCount: 1 })).ok).toBe(true);
    await sendItem(store.dispatch, { ...item, data: { ...invoice, notes: 'Edited meanwhile' } });

    expect(keys[0]).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
