import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore, setAccessToken } from '@app/platform';
import { allSchedulesApi } from './schedulesApi';

const API = 'http://localhost/api';

const schedule = (n: number) => ({
  id: `schedule-${n}`,
  templateInvoiceId: `invoice-${n}`,
  type: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-01-01',
  endDate: null,
  active: true,
  nextInvoiceDate: '2026-12-01',
  lastGeneratedDate: null,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});

/** Two pages joined by a cursor. */
const pages: Record<string, { numbers: number[]; nextCursor: string | null }> = {
  first: { numbers: [3, 2], nextCursor: 'after-2' },
  'after-2': { numbers: [1], nextCursor: null },
};
const asked: (string | null)[] = [];

const server = setupServer(
  http.get(`${API}/schedules`, ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    asked.push(cursor);
    const page = pages[cursor ?? 'first']!;
    return HttpResponse.json({
      schedules: page.numbers.map(schedule),
      total: 3,
      totalCapped: false,
      page: 1,
      limit: 200,
      hasMore: page.nextCursor !== null,
      nextCursor: page.nextCursor,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('listAllSchedules', () => {
  it('reads every page, following nextCursor', async () => {
    setAccessToken('token');
    const store = createAppStore();
    const result = await store.dispatch(allSchedulesApi.endpoints.listAllSchedules.initiate());
    expect(result.data?.map((one) => one.id)).toEqual(['schedule-3', 'schedule-2', 'schedule-1']);
    expect(asked).toEqual([null, 'after-2']);
  });
});
