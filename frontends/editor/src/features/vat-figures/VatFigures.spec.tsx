import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { i18n, setAccessToken, type AppStore } from '@app/platform';
import { editorStore, INVOICE_ID } from '../../testing/emailDialogs';
import { ReportsPage } from '../../pages/ReportsPage';
import { today } from '../invoices/today';
import type { VatReturnDto } from './vatFiguresApi';

const API = 'http://localhost/api/vat-return';

const share = (
  invoiceNumber: string,
  base: number,
  vat: number,
  over: Partial<VatReturnDto['boxes'][number]['documents'][number]> = {},
) => ({
  id: `id-${invoiceNumber}`,
  invoiceNumber,
  documentType: 'invoice' as const,
  date: '2026-07-10',
  base,
  vat,
  ...over,
});
const box = (id: string, base = 0, vat = 0, documents: ReturnType<typeof share>[] = []) => ({
  box: id as VatReturnDto['boxes'][number]['box'],
  base,
  vat,
  documents,
});

/** A Dutch quarter: 21 % and 9 % invoices, a credit note, a service to a Belgian business. */
const dutch = (over: Partial<VatReturnDto> = {}): VatReturnDto => ({
  country: 'NL',
  period: { start: '2026-07-01', end: '2026-09-30' },
  regime: 'standard',
  obligation: 'periodicReturn',
  boxes: [
    box('1a', 8500, 1785, [
      // The invoice the test store holds: its number opens it.
      share('INV-2026-0042', 17000, 3570, { id: INVOICE_ID }),
      share('CN-2026-0001', -8500, -1785, { documentType: 'credit_note', date: '2026-09-15' }),
    ]),
    box('1b', 750, 68, [share('INV-2026-0042', 750, 68, { id: INVOICE_ID })]),
    box('1c'),
    box('1e'),
    box('3a'),
    box('3b', 76000, 0, [share('INV-2026-0043', 76000, 0)]),
    box('5a', 0, 1853),
  ],
  notReported: [],
  listing: [
    {
      vatNumber: 'BE0123456749',
      country: 'BE',
      kind: 'services',
      base: 76000,
      documents: [share('INV-2026-0043', 76000, 0)],
    },
  ],
  ...over,
});

const BE_GRIDS = ['00', '01', '02', '03', '44', '45', '46', '47', '48', '49', '54', '64'];
const belgian = (): VatReturnDto => ({
  country: 'BE',
  period: { start: '2026-07-01', end: '2026-09-30' },
  regime: 'standard',
  obligation: 'periodicReturn',
  boxes: BE_GRIDS.map((id) =>
    id === '03'
      ? box(id, 100000, 0, [share('F-1', 100000, 0)])
      : id === '54'
        ? box(id, 0, 21000, [share('F-1', 0, 21000)])
        : id === '49'
          ? box(id, 100000, 0, [share('CN-1', 100000, 0, { documentType: 'credit_note' })])
          : box(id),
  ),
  notReported: [],
  listing: [
    {
      vatNumber: 'NL123456789B01',
      country: 'NL',
      kind: 'goods',
      base: 30000,
      documents: [share('F-2', 30000, 0)],
    },
  ],
});

let answer: () => Response = () => HttpResponse.json(dutch());
let asked: string[] = [];

const server = setupServer(
  http.get(API, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('period') ?? '');
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  answer = () => HttpResponse.json(dutch());
  asked = [];
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

/** Where the router is: shown for the assertions, as a user would see the address. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

async function renderAt(path: string, language: 'en' | 'nl' = 'en'): Promise<AppStore> {
  setAccessToken('token-1');
  const store = await editorStore({ language });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Where />
          <Routes>
            <Route path="/reports/*" element={<ReportsPage />} />
            <Route path="/nl/reports/*" element={<ReportsPage />} />
            <Route path="/" element={<p data-testid="editor-home">editor</p>} />
            <Route path="/nl" element={<p data-testid="editor-home">editor</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

const row = (id: string) => screen.findByTestId(`vat-box-${id}`);

describe('VatFigures (/reports/vat)', () => {
  it('asks for the last complete quarter by default and shows the Dutch boxes with their names', async () => {
    await renderAt('/reports/vat');
    // Worked out here: the quarter before the one today is in.
    const [year, month] = today().split('-').map(Number) as [number, number];
    const quarter = Math.floor((month - 1) / 3);
    const expected = quarter === 0 ? `${year - 1}-Q4` : `${year}-Q${quarter}`;
    const first = await row('1a');
    expect(asked).toEqual([expected]);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1a');
    expect(first).toHaveTextContent('Supplies/services taxed at the standard rate');
    expect(screen.getByTestId('vat-box-1a-base')).toHaveTextContent('€85.00');
    expect(screen.getByTestId('vat-box-1a-vat')).toHaveTextContent('€17.85');
    expect(screen.getByTestId('vat-box-1b-base')).toHaveTextContent('€7.50');
    expect(screen.getByTestId('vat-box-1b-vat')).toHaveTextContent('€0.68');
    // 3b asks only the base; 5a only the VAT.
    expect(screen.getByTestId('vat-box-3b-base')).toHaveTextContent('€760.00');
    expect(screen.getByTestId('vat-box-3b-vat')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('vat-box-5a-base')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('vat-box-5a-vat')).toHaveTextContent('€18.53');
    expect(screen.getByTestId('vat-range')).toHaveTextContent(/From .+ to .+/);
    expect(screen.queryByTestId('vat-obligation')).toBeNull();
  });

  it('opens a figure to the documents behind it, and a known invoice in the editor', async () => {
    await renderAt('/reports/vat?period=2026-Q3');
    const first = await row('1a');
    const disclosure = within(first).getByRole('button', { name: /standard rate/ });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(disclosure).toHaveTextContent('2 documents');
    fireEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const documents = screen.getByTestId('vat-box-1a-details-documents');
    expect(disclosure).toHaveAttribute('aria-controls', 'vat-box-1a-details');
    const lines = within(documents).getAllByRole('row').slice(1);
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('INV-2026-0042'),
      expect.stringContaining('CN-2026-0001'),
    ]);
    expect(lines[1]).toHaveTextContent('Credit note');
    expect(lines[1]).toHaveTextContent('-€85.00');
    expect(lines[1]).toHaveTextContent('-€17.85');
    // The credit note is not in this browser: its number is text, not a button.
    expect(within(lines[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(lines[0]!).getByRole('button', { name: 'Open INV-2026-0042 in the editor' }),
    );
    expect(await screen.findByTestId('editor-home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('marks a document deleted since it was issued, in both languages, and opens nothing', async () => {
    const deleted = share('INV-2026-0043', 76000, 0, { id: 'copy-1', deleted: true });
    answer = () =>
      HttpResponse.json(
        dutch({
          boxes: dutch().boxes.map((figure) =>
            figure.box === '3b' ? { ...figure, documents: [deleted] } : figure,
          ),
          listing: [{ ...dutch().listing[0]!, documents: [deleted] }],
        }),
      );
    await renderAt('/reports/vat?period=2026-Q3');
    fireEvent.click(within(await row('3b')).getByRole('button', { name: /EU countries/ }));
    const [line] = within(screen.getByTestId('vat-box-3b-details-documents'))
      .getAllByRole('row')
      .slice(1);
    expect(line).toHaveTextContent('INV-2026-0043 (deleted)');
    expect(within(line!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('vat-listing-table')).toHaveTextContent('INV-2026-0043 (deleted)');
  });

  it('says "verwijderd" after a deleted document on the Dutch page', async () => {
    answer = () =>
      HttpResponse.json(
        dutch({
          listing: [
            {
              ...dutch().listing[0]!,
              documents: [share('INV-2026-0043', 76000, 0, { id: 'copy-1', deleted: true })],
            },
          ],
        }),
      );
    await renderAt('/nl/reports/vat?period=2026-Q3', 'nl');
    expect(await screen.findByTestId('vat-listing-table')).toHaveTextContent(
      'INV-2026-0043 (verwijderd)',
    );
  });

  it('lists the opgaaf ICP below the boxes', async () => {
    await renderAt('/reports/vat?period=2026-Q3');
    const listing = await screen.findByTestId('vat-listing-table');
    expect(
      screen.getByText('Intra-community supplies declaration (opgaaf ICP)'),
    ).toBeInTheDocument();
    const [line] = within(listing).getAllByRole('row').slice(1);
    expect(line).toHaveTextContent('BE0123456749');
    expect(line).toHaveTextContent('Services');
    expect(line).toHaveTextContent('€760.00');
    expect(line).toHaveTextContent('INV-2026-0043');
  });

  it('asks again for the month or quarter picked, and keeps it in the address', async () => {
    await renderAt('/reports/vat?period=2026-Q3');
    await row('1a');
    fireEvent.change(screen.getByTestId('vat-period-kind'), { target: { value: 'month' } });
    await waitFor(() => expect(asked).toEqual(['2026-Q3', '2026-07']));
    expect(screen.getByTestId('where')).toHaveTextContent('/reports/vat?period=2026-07');
    expect(screen.getByLabelText('Month')).toHaveValue('7');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '9' } });
    await waitFor(() => expect(asked.at(-1)).toBe('2026-09'));
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2025' } });
    await waitFor(() => expect(asked.at(-1)).toBe('2025-09'));
    fireEvent.change(screen.getByLabelText('Quarter or month'), { target: { value: 'quarter' } });
    await waitFor(() => expect(asked.at(-1)).toBe('2025-Q3'));
    expect(screen.getByLabelText('Quarter')).toHaveValue('3');
    await row('1a');
  });

  it('shows a Belgian seller the grids in Dutch, the credit note in 49, and the listing codes', async () => {
    answer = () => HttpResponse.json(belgian());
    await renderAt('/nl/reports/vat?period=2026-Q3', 'nl');
    const grid = await row('03');
    expect(grid).toHaveTextContent('Handelingen tegen 21%');
    expect(screen.getByRole('columnheader', { name: 'Rooster' })).toBeInTheDocument();
    expect(screen.getByTestId('vat-box-03-base')).toHaveTextContent('€ 1.000,00');
    expect(screen.getByTestId('vat-box-54-vat')).toHaveTextContent('€ 210,00');
    expect(screen.getByTestId('vat-box-49-base')).toHaveTextContent('€ 1.000,00');
    expect(screen.getAllByRole('row', { name: /^\d\d / }).length).toBeGreaterThanOrEqual(12);
    const listing = screen.getByTestId('vat-listing-table');
    expect(listing).toHaveTextContent('NL123456789B01');
    expect(listing).toHaveTextContent('Goederen (L)');
  });

  it('tells a small-business seller what they file, and says when nothing was issued', async () => {
    answer = () =>
      HttpResponse.json(
        dutch({
          regime: 'small_business',
          obligation: 'none',
          boxes: dutch().boxes.map(({ box: id }) => box(id)),
          listing: [],
        }),
      );
    await renderAt('/reports/vat?period=2026-Q3');
    expect(await screen.findByTestId('vat-obligation')).toHaveTextContent(
      'Under the small-business scheme (KOR) you file no VAT return',
    );
    expect(screen.getByTestId('vat-empty')).toHaveTextContent('No invoices or credit notes');
    expect(screen.queryByTestId('vat-boxes-table')).toBeNull();
  });

  it('explains a seller outside the Netherlands and Belgium', async () => {
    answer = () =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', code: 'VAT_RETURN_COUNTRY', message: 'x' },
        { status: 409 },
      );
    await renderAt('/reports/vat?period=2026-Q3');
    expect(await screen.findByTestId('vat-country')).toHaveTextContent(
      'for sellers in the Netherlands or Belgium',
    );
  });

  it('offers a retry when the figures fail to load', async () => {
    answer = () =>
      HttpResponse.json(
        { statusCode: 500, error: 'Internal', code: 'INTERNAL_ERROR', message: 'x' },
        { status: 500 },
      );
    await renderAt('/reports/vat?period=2026-Q3');
    const panel = await screen.findByTestId('vat-error');
    expect(panel).toHaveTextContent('The VAT figures could not be loaded.');
    answer = () => HttpResponse.json(dutch());
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await row('1a')).toBeInTheDocument();
  });
});
