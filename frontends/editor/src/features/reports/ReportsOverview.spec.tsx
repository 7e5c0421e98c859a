import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { storedDateOf } from '@app/contracts/invoice';
import { languageOfPath } from '@app/contracts/routing';
import type { YearReport } from '@app/contracts/reports';
import { createAppStore, i18n, sessionActions, setAccessToken, setLanguage } from '@app/platform';
import '../../i18n';
import { ReportsPage } from '../../pages/ReportsPage';

const API = 'http://localhost/api';
const THIS_YEAR = Number(storedDateOf(new Date()).slice(0, 4));

const months = (year: number, nets: Record<number, number> = {}) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    net: nets[index + 1] ?? 0,
  }));

const report = (year: number): YearReport => ({
  year,
  currency: 'EUR',
  revenue: {
    total: 1_234_567 - 20_000,
    months: months(year, { 1: 1_000_000, 3: -20_000, 11: 234_567 }),
    customers: [
      { key: 'company:c1', companyId: 'c1', name: 'Bakkerij Jansen', net: 1_000_000, documents: 2 },
      { key: 'name:', companyId: null, name: '', net: 200_000, documents: 1 },
    ],
    other: { customers: 3, net: 14_567 },
  },
  outstanding: {
    asOf: '2026-11-27',
    total: 300_000,
    count: 3,
    overdue: 120_000,
    overdueCount: 2,
    ageing: [
      { bucket: 'notDue', amount: 180_000, count: 1 },
      { bucket: 'days1to30', amount: 100_000, count: 1 },
      { bucket: 'days31to60', amount: 0, count: 0 },
      { bucket: 'days61to90', amount: 0, count: 0 },
      { bucket: 'over90', amount: 20_000, count: 1 },
    ],
  },
});

const emptyReport = (year: number): YearReport => ({
  year,
  currency: 'EUR',
  revenue: { total: 0, months: months(year), customers: [], other: { customers: 0, net: 0 } },
  outstanding: {
    asOf: '2026-11-27',
    total: 0,
    count: 0,
    overdue: 0,
    overdueCount: 0,
    ageing: ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'].map((bucket) => ({
      bucket: bucket as YearReport['outstanding']['ageing'][number]['bucket'],
      amount: 0,
      count: 0,
    })),
  },
});

let asked: string[] = [];
let answer: (year: number) => Response = (year) => HttpResponse.json(report(year));

const server = setupServer(
  http.get(`${API}/reports`, ({ request }) => {
    const year = new URL(request.url).searchParams.get('year') ?? '';
    asked.push(year);
    return answer(Number(year));
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  asked = [];
  answer = (year) => HttpResponse.json(report(year));
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

async function openReports(path = '/reports') {
  await setLanguage(languageOfPath(path));
  const store = createAppStore();
  store.dispatch(
    sessionActions.signedIn({
      id: 'user-1',
      email: 'eva@example.com',
      displayName: 'Eva',
      photoUrl: null,
    }),
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/reports/*" element={<ReportsPage />} />
            <Route path="/nl/reports/*" element={<ReportsPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

/** Each row as its cells read, one space between cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => (cell.textContent ?? '').trim())
        .join(' ')
        .trim(),
    );

describe('the reports overview', () => {
  it('shows this year’s revenue per month and customer, and the outstanding with its ageing', async () => {
    await openReports();
    const total = await screen.findByTestId('reports-revenue-total');
    expect(asked).toEqual([String(THIS_YEAR)]);
    expect(screen.getByTestId('reports-year')).toHaveValue(String(THIS_YEAR));
    expect(total).toHaveTextContent('€12,145.67');

    const monthTable = screen.getByRole('table', {
      name: `Revenue per month in ${THIS_YEAR}, excluding VAT`,
    });
    expect(monthTable).toBe(screen.getByTestId('reports-month-table'));
    const monthRows = rowsOf(monthTable);
    expect(monthRows).toHaveLength(14);
    expect(monthRows[1]).toBe(`January ${THIS_YEAR} €10,000.00`);
    expect(monthRows[3]).toBe(`March ${THIS_YEAR} -€200.00`);
    expect(monthRows[13]).toBe('Total €12,145.67');
    expect(
      screen.getByRole('img', { name: `Revenue per month in ${THIS_YEAR}, excluding VAT` }),
    ).toBeInTheDocument();

    expect(rowsOf(screen.getByTestId('reports-customer-table'))).toEqual([
      'Customer Revenue Documents',
      'Bakkerij Jansen €10,000.00 2',
      '(no name) €2,000.00 1',
      'Other customers (3) €145.67',
    ]);

    expect(screen.getByTestId('reports-outstanding-total')).toHaveTextContent('€3,000.00');
    expect(screen.getByTestId('reports-overdue-total')).toHaveTextContent('€1,200.00');
    expect(rowsOf(screen.getByTestId('reports-ageing-table'))).toEqual([
      'Days past due Amount Documents',
      'Not yet due €1,800.00 1',
      '1–30 days late €1,000.00 1',
      '31–60 days late €0.00 0',
      '61–90 days late €0.00 0',
      'More than 90 days late €200.00 1',
      'Total €3,000.00 3',
    ]);

    // On a phone each table scrolls sideways in its box: a named region the keyboard reaches.
    for (const testId of [
      'reports-month-table',
      'reports-customer-table',
      'reports-ageing-table',
    ]) {
      const table = screen.getByTestId(testId);
      const region = table.parentElement!;
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAccessibleName(table.querySelector('caption')!.textContent!);
      expect(region).toHaveAttribute('tabindex', '0');
    }
  });

  it('speaks Dutch at /nl/reports, amounts in Dutch format', async () => {
    await openReports('/nl/reports');
    expect(await screen.findByTestId('reports-revenue-total')).toHaveTextContent('€ 12.145,67');
    expect(screen.getByRole('heading', { name: 'Omzet per maand' })).toBeInTheDocument();
    expect(rowsOf(screen.getByTestId('reports-ageing-table'))[1]).toBe(
      'Binnen de betalingstermijn € 1.800,00 1',
    );
    expect(screen.getByLabelText('Jaar')).toBe(screen.getByTestId('reports-year'));
  });

  it('asks for another year when one is chosen, and shows no old figures meanwhile', async () => {
    await openReports();
    await screen.findByTestId('reports-revenue-total');
    answer = (year) => HttpResponse.json(emptyReport(year));
    fireEvent.change(screen.getByTestId('reports-year'), {
      target: { value: String(THIS_YEAR - 1) },
    });
    expect(screen.queryByTestId('reports-revenue-total')).toBeNull();
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent(
      `No invoices in ${THIS_YEAR - 1} yet.`,
    );
    expect(asked).toEqual([String(THIS_YEAR), String(THIS_YEAR - 1)]);
    expect(screen.queryByTestId('reports-customer-table')).toBeNull();
    expect(screen.queryByTestId('reports-ageing-table')).toBeNull();
    expect(screen.getByText('Nothing is outstanding.')).toBeInTheDocument();
    expect(screen.getByTestId('reports-outstanding-total')).toHaveTextContent('€0.00');
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    answer = () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 });
    await openReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded.');
    answer = (year) => HttpResponse.json(report(year));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('reports-revenue-total')).toHaveTextContent('€12,145.67'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
