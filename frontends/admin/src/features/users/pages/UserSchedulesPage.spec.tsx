import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import {
  adminHandlers,
  API,
  schedule,
  schedulePage,
  serverError,
} from '../../../testing/admin-fixtures';
import { UserSchedulesPage } from './UserSchedulesPage';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/admin/user/u1/schedules') =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/schedules" element={<UserSchedulesPage />} />
      <Route path="/nl/admin/user/:uid/schedules" element={<UserSchedulesPage />} />
    </Routes>,
    path,
  );

const schedules = [
  schedule({ id: 's1', type: 'quarterly' }),
  schedule({
    id: 's2',
    type: 'weekly' as 'monthly',
    endDate: '2026-12-31',
    active: false,
    lastGeneratedDate: '2026-03-01',
    nextInvoiceDate: null,
  }),
];

describe("the admin page of a user's schedules", () => {
  it("translates the type, shows '-' without an end date and links the template invoice", async () => {
    server.use(
      http.get(`${API}/users/:id/schedules`, () => HttpResponse.json(schedulePage(schedules))),
    );
    await open();
    const [first, second] = await screen.findAllByTestId('admin-schedule-row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Quarterly');
    expect(cells[2]).toHaveTextContent('01/01/2026');
    expect(cells[3]).toHaveTextContent(/^-$/);
    expect(cells[4]).toHaveTextContent(/^-$/);
    expect(cells[5]).toHaveTextContent('04/01/2026');
    expect(cells[6]).toHaveTextContent('Active');
    // The template by its number, not its id (issue 29).
    expect(within(first!).getByRole('link', { name: 'INV-2026-0001' })).toHaveAttribute(
      'href',
      '/admin/invoice/invoice-0000000001?uid=u1',
    );
    expect(first).not.toHaveTextContent('invoice-0000000001');

    const other = within(second!).getAllByRole('cell');
    // A type the admin does not know is shown as the server sent it.
    expect(other[1]).toHaveTextContent('weekly');
    expect(other[3]).toHaveTextContent('12/31/2026');
    expect(other[4]).toHaveTextContent('03/01/2026');
    expect(other[4]).toHaveTextContent('ago');
    expect(other[5]).toHaveTextContent(/^-$/);
    expect(other[6]).toHaveTextContent('Inactive');
  });

  it('names a template without a number, and one that is gone, in words', async () => {
    server.use(
      http.get(`${API}/users/:id/schedules`, () =>
        HttpResponse.json(
          schedulePage([
            schedule({ id: 's1', templateInvoiceNumber: '' }),
            schedule({
              id: 's2',
              templateInvoiceId: 'invoice-0000000002',
              templateInvoiceNumber: null,
            }),
          ]),
        ),
      ),
    );
    await open();
    const [unnumbered, gone] = await screen.findAllByTestId('admin-schedule-row');
    expect(
      within(unnumbered!).getByRole('link', { name: 'Invoice without a number' }),
    ).toHaveAttribute('href', '/admin/invoice/invoice-0000000001?uid=u1');
    expect(within(gone!).getAllByRole('cell')[0]).toHaveTextContent(/^Invoice removed$/);
    expect(within(gone!).queryByRole('link')).toBeNull();
  });

  it('translates the types into Dutch', async () => {
    server.use(
      http.get(`${API}/users/:id/schedules`, () => HttpResponse.json(schedulePage(schedules))),
    );
    await open('/nl/admin/user/u1/schedules');
    const [first, second] = await screen.findAllByTestId('admin-schedule-row');
    expect(first).toHaveTextContent('Per kwartaal');
    expect(first).toHaveTextContent('Actief');
    expect(second).toHaveTextContent('Inactief');
    expect(second).toHaveTextContent('31-12-2026');
    expect(within(first!).getByRole('link', { name: 'INV-2026-0001' })).toBeInTheDocument();
  });

  it('has an empty state and a load error', async () => {
    server.use(http.get(`${API}/users/:id/schedules`, () => HttpResponse.json(schedulePage([]))));
    const { unmount } = await open();
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent(
      'This user has no schedules.',
    );
    unmount();
    server.use(http.get(`${API}/users/:id/schedules`, serverError));
    await open();
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('Failed to fetch schedules');
  });

  it("appends the next page on 'Load more' by its cursor, keeps it when that fails", async () => {
    const asked: (string | null)[] = [];
    const paged = http.get(`${API}/users/:id/schedules`, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      asked.push(cursor);
      return HttpResponse.json(
        cursor === null
          ? schedulePage([schedule({ id: 's3' }), schedule({ id: 's2' })], {
              total: 3,
              hasMore: true,
              nextCursor: 'after-s2',
            })
          : schedulePage([schedule({ id: 's1' })], { total: 3 }),
      );
    });
    server.use(paged);
    await open();
    expect(await screen.findAllByTestId('admin-schedule-row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Schedules (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('admin-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('admin-schedule-row')).toHaveLength(3));
    expect(asked).toEqual([null, 'after-s2']);
    expect(screen.queryByTestId('admin-load-more')).toBeNull();
  });

  it('says so when loading more fails, keeping the rows', async () => {
    server.use(
      http.get(`${API}/users/:id/schedules`, () =>
        HttpResponse.json(
          schedulePage([schedule({ id: 's2' })], { total: 2, hasMore: true, nextCursor: 'n' }),
        ),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-schedule-row');
    server.use(http.get(`${API}/users/:id/schedules`, serverError));
    fireEvent.click(screen.getByTestId('admin-load-more'));
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Failed to load more schedules',
    );
    expect(screen.getAllByTestId('admin-schedule-row')).toHaveLength(1);
  });
});
