import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import {
  adminHandlers,
  adminUser,
  API,
  serverError,
  userList,
} from '../../../testing/admin-fixtures';
import { SEARCH_DELAY_MS, UsersPage } from './UsersPage';

const server = setupServer(...adminHandlers);

/** The query string of every users request, in order. */
let asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/admin/users')) asked.push(url.search);
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  asked = [];
});
afterAll(() => server.close());

/** Lets requests through on a faked clock without moving time on. */
async function settle(until: () => boolean) {
  for (let tick = 0; tick < 200 && !until(); tick += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}

const rowIds = () =>
  screen.queryAllByTestId('admin-user-row').map((row) => row.getAttribute('data-user-id'));

/** Answers each search with the users whose e-mail contains it, as the server would. */
const searchable = (everyone: ReturnType<typeof adminUser>[]) =>
  http.get(`${API}/users`, ({ request }) => {
    const query = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
    return HttpResponse.json(
      userList(
        everyone.filter((user) => user.email.toLowerCase().includes(query)),
        { stats: { totalUsers: everyone.length, activeToday: 1, totalInvoices: 12 } },
      ),
    );
  });

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
        HttpResponse.json(
          userList([
            adminUser({
              id: 'u2',
              email: 'new@example.com',
              displayName: null,
              company: '',
              invoiceCount: 0,
              createdAt: '2026-03-01T10:00:00.000Z',
              lastActiveAt: null,
            }),
          ]),
        ),
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
        HttpResponse.json(
          userList([], { stats: { totalUsers: 0, activeToday: 0, totalInvoices: 0 } }),
        ),
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
    expect(screen.getByRole('searchbox', { name: 'Gebruikers zoeken' })).toHaveAttribute(
      'placeholder',
      'E-mail of naam',
    );
  });

  it('speaks Dutch when searching, loading more and counting', async () => {
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('query') === 'niemand') {
          return HttpResponse.json(
            userList([], { stats: { totalUsers: 4321, activeToday: 0, totalInvoices: 0 } }),
          );
        }
        return HttpResponse.json(
          userList([adminUser()], {
            total: 1000,
            totalCapped: true,
            hasMore: true,
            nextCursor: 'next',
            stats: { totalUsers: 4321, activeToday: 0, totalInvoices: 0 },
          }),
        );
      }),
    );
    await open('/nl/admin');
    await screen.findByTestId('admin-user-row');
    expect(screen.getByTestId('admin-stat-users')).toHaveTextContent('4.321');
    expect(screen.getByTestId('admin-users-count')).toHaveTextContent('1 van 1.000+ gebruikers');
    expect(screen.getByTestId('admin-load-more')).toHaveTextContent('Meer laden');
    const search = screen.getByRole('searchbox', { name: 'Gebruikers zoeken' });
    fireEvent.change(search, { target: { value: 'niemand' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent('Geen gebruikers gevonden');
  });
  it('searches by e-mail or name once typing pauses, and says when no one matches', async () => {
    server.use(
      searchable([
        adminUser({ id: 'u1', email: 'jan@studiovos.example' }),
        adminUser({ id: 'u2', email: 'anna@bureau.example' }),
      ]),
    );
    await open();
    await screen.findAllByTestId('admin-user-row');
    expect(rowIds()).toEqual(['u1', 'u2']);
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Email or name');

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fireEvent.change(search, { target: { value: ' ANNA' } });
    fireEvent.change(search, { target: { value: ' ANNA ' } });
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(asked).toEqual(['']);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle(() => rowIds().length === 1);
    expect(asked).toEqual(['', '?query=ANNA']);
    expect(rowIds()).toEqual(['u2']);
    // The counters stay over everyone.
    expect(screen.getByTestId('admin-stat-users')).toHaveTextContent('2');

    fireEvent.change(search, { target: { value: 'nobody' } });
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await settle(() => screen.queryByTestId('admin-empty') !== null);
    expect(screen.getByTestId('admin-empty')).toHaveTextContent('No users match');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches at once on Enter', async () => {
    server.use(searchable([adminUser({ id: 'u1' }), adminUser({ id: 'u2', email: 'x@y.nl' })]));
    await open();
    await screen.findAllByTestId('admin-user-row');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'x@y' } });
    fireEvent.submit(search.closest('form')!);
    await settle(() => rowIds().length === 1);
    expect(asked).toEqual(['', '?query=x%40y']);
    expect(rowIds()).toEqual(['u2']);
  });

  it("appends the next page on 'Load more' while the server has more, and counts past 1,000 as '1,000+'", async () => {
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === null
            ? userList([adminUser({ id: 'u1' }), adminUser({ id: 'u2' })], {
                total: 1000,
                totalCapped: true,
                hasMore: true,
                nextCursor: 'after-u2',
                stats: { totalUsers: 123_456, activeToday: 1_234, totalInvoices: 9_876_543 },
              })
            : userList([adminUser({ id: 'u3' })], {
                total: 1000,
                totalCapped: true,
                stats: { totalUsers: 123_456, activeToday: 1_234, totalInvoices: 9_876_543 },
              }),
        );
      }),
    );
    await open();
    await screen.findAllByTestId('admin-user-row');
    expect(screen.getByTestId('admin-stat-users')).toHaveTextContent('123,456');
    expect(screen.getByTestId('admin-stat-active')).toHaveTextContent('1,234');
    expect(screen.getByTestId('admin-stat-invoices')).toHaveTextContent('9,876,543');
    expect(screen.getByTestId('admin-users-count')).toHaveTextContent('2 of 1,000+ users');

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    expect(more).toHaveFocus();
    fireEvent.click(more);
    await waitFor(() => expect(rowIds()).toEqual(['u1', 'u2', 'u3']));
    expect(asked).toEqual(['', '?cursor=after-u2']);
    expect(screen.queryByTestId('admin-load-more')).toBeNull();
    expect(screen.getByTestId('admin-users-count')).toHaveTextContent('3 of 1,000+ users');
  });

  it('keeps the users shown when the next page fails, and says so', async () => {
    server.use(
      http.get(`${API}/users`, ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? serverError()
          : HttpResponse.json(userList([adminUser()], { hasMore: true, nextCursor: 'next' })),
      ),
    );
    await open();
    await screen.findByTestId('admin-user-row');
    fireEvent.click(screen.getByTestId('admin-load-more'));
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('Failed to load more users');
    expect(rowIds()).toEqual(['u1']);
    expect(screen.getByTestId('admin-load-more')).toBeEnabled();
  });
});
