import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { i18n, setAccessToken, type AppStore } from '@app/platform';
import { editorStore } from '../../testing/emailDialogs';
import { ReportsPage } from '../../pages/ReportsPage';
import type { BankCreditDto, BankStatementImportDto } from './bankApi';

const API = 'http://localhost/api/bank-statements';
const CREDIT = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER = '9b2f4c1e-7d3a-4e5b-8c6d-0f1a2b3c4d5e';

const credit = (over: Partial<BankCreditDto> = {}): BankCreditDto => ({
  id: CREDIT,
  state: 'review',
  amount: 21388,
  bookingDate: '2026-11-26',
  valueDate: '2026-11-26',
  account: 'NL91ABNA0417164300',
  bankReference: 'REF-1',
  endToEndId: '',
  debtorName: 'JANSEN BOUW B.V.',
  debtorIban: 'NL02RABO0123456789',
  structuredReferences: [],
  remittanceLines: ['Betaling november'],
  reason: null,
  invoice: null,
  candidates: [
    {
      invoiceId: 'inv-3',
      invoiceNumber: '2026-003',
      customerName: 'Jansen Bouw BV',
      owed: 21388,
      reason: 'amount_and_name',
      amountEqual: true,
    },
  ],
  importedAt: '2026-11-27T08:00:00.000Z',
  resolvedAt: null,
  ...over,
});

const summary: BankStatementImportDto = {
  imported: 6,
  alreadyImported: 5,
  paid: [
    { creditId: 'a', invoiceId: 'inv-1', invoiceNumber: '2026-001', reason: 'reference' },
    { creditId: 'b', invoiceId: 'inv-2', invoiceNumber: '2026-002', reason: 'invoice_number' },
    { creditId: 'c', invoiceId: 'inv-4', invoiceNumber: '2026-004', reason: 'reference' },
  ],
  review: 1,
  unmatched: 2,
  skipped: [
    {
      reason: 'currency',
      entryIndex: 5,
      bankReference: 'REF-USD',
      amount: '50.00',
      currency: 'USD',
    },
  ],
};

let lists: Record<string, BankCreditDto[]> = {};
let uploads: { type: string | null; body: string }[] = [];
let confirms: { id: string; body: unknown }[] = [];
let dismissals: string[] = [];
let importAnswer: () => Response = () => HttpResponse.json(summary);

const page = (credits: BankCreditDto[]) => ({
  credits,
  total: credits.length,
  totalCapped: false,
  page: 1,
  limit: 200,
  hasMore: false,
  nextCursor: null,
});

const server = setupServer(
  http.get(`${API}/credits`, ({ request }) => {
    const state = new URL(request.url).searchParams.get('state') ?? 'review';
    return HttpResponse.json(page(lists[state] ?? []));
  }),
  http.post(API, async ({ request }) => {
    uploads.push({ type: request.headers.get('content-type'), body: await request.text() });
    return importAnswer();
  }),
  http.post(`${API}/credits/:id/confirm`, async ({ params, request }) => {
    confirms.push({ id: String(params.id), body: await request.json() });
    lists = { ...lists, review: [] };
    return HttpResponse.json(credit({ state: 'confirmed' }));
  }),
  http.post(`${API}/credits/:id/dismiss`, ({ params }) => {
    dismissals.push(String(params.id));
    lists = { ...lists, unmatched: [] };
    return HttpResponse.json(credit({ id: String(params.id), state: 'dismissed' }));
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  lists = {};
  uploads = [];
  confirms = [];
  dismissals = [];
  importAnswer = () => HttpResponse.json(summary);
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

function renderBank(store: AppStore, path = '/reports/bank') {
  return render(
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

// Node's File, not jsdom's: the test environment's fetch is Node's, which sends only its own
// Blobs as bytes (a browser's fetch sends its File the same way).
const statement = () =>
  new NodeFile(['<?xml version="1.0"?><Document/>'], 'statement.xml', {
    type: '',
  }) as unknown as File;
const pick = async (file: File, label = 'Upload bank statement (CAMT.053 XML)') => {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { files: [file] } });
};

describe('BankReconciliation', () => {
  it('shows each list empty when nothing was imported yet', async () => {
    renderBank(await editorStore());
    expect(await screen.findByTestId('bank-review-empty')).toHaveTextContent(
      'Nothing to review: every payment was matched or dismissed.',
    );
    expect(await screen.findByTestId('bank-unmatched-empty')).toHaveTextContent(
      'No unmatched payments.',
    );
    expect(await screen.findByTestId('bank-paid-empty')).toBeInTheDocument();
    expect(screen.getByTestId('bank-upload-input')).toBeEnabled();
  });

  it('sends the file as XML and tells what the import did, in words', async () => {
    renderBank(await editorStore());
    await pick(statement());
    const told = await screen.findByTestId('bank-summary');
    expect(told).toHaveTextContent(
      '3 invoices marked paid, 1 to review, 2 not matched, 5 already imported',
    );
    expect(told).toHaveTextContent('Invoice 2026-001, by payment reference');
    expect(told).toHaveTextContent('Invoice 2026-002, by invoice number');
    expect(told).toHaveTextContent('Entry 6, 50.00 USD: not in euros');
    expect(uploads).toEqual([
      { type: 'application/xml', body: '<?xml version="1.0"?><Document/>' },
    ]);
  });

  it('says in Dutch why a hostile file was refused', async () => {
    importAnswer = () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'refused',
          code: 'BANK_STATEMENT_REFUSED',
          fields: [{ field: 'file', message: 'doctype' }],
        },
        { status: 400 },
      );
    renderBank(await editorStore({ language: 'nl' }), '/nl/reports/bank');
    await pick(statement(), 'Rekeningafschrift uploaden (CAMT.053 XML)');
    expect(await screen.findByTestId('bank-upload-error')).toHaveTextContent(
      'Het bestand is geweigerd: het bevat een documenttypedeclaratie (DOCTYPE)',
    );
    expect(screen.queryByTestId('bank-summary')).toBeNull();
  });

  it('confirms the invoice a credit in review pays, and refreshes the list', async () => {
    lists = { review: [credit()] };
    renderBank(await editorStore());
    const item = await screen.findByTestId('bank-review-item');
    expect(item).toHaveTextContent('JANSEN BOUW B.V.');
    expect(item).toHaveTextContent('Betaling november');
    const row = within(item).getByRole('row', { name: /2026-003/ });
    expect(row).toHaveTextContent('Jansen Bouw BV');
    expect(row).toHaveTextContent('amount and name');

    fireEvent.click(
      within(item).getByRole('button', { name: 'Confirm: this payment pays invoice 2026-003' }),
    );
    await waitFor(() => expect(confirms).toEqual([{ id: CREDIT, body: { invoiceId: 'inv-3' } }]));
    expect(await screen.findByTestId('bank-review-empty')).toBeInTheDocument();
  });

  it('dismisses an unmatched credit', async () => {
    lists = { unmatched: [credit({ id: OTHER, state: 'unmatched', candidates: [] })] };
    renderBank(await editorStore());
    const item = await screen.findByTestId('bank-unmatched-item');
    fireEvent.click(within(item).getByTestId('bank-dismiss'));
    await waitFor(() => expect(dismissals).toEqual([OTHER]));
    expect(await screen.findByTestId('bank-unmatched-empty')).toBeInTheDocument();
  });

  it('lists the invoices the bank paid', async () => {
    lists = {
      paid: [
        credit({
          state: 'paid',
          candidates: [],
          invoice: { id: 'inv-1', invoiceNumber: '2026-001' },
        }),
      ],
    };
    renderBank(await editorStore());
    expect(await screen.findByTestId('bank-paid-item')).toHaveTextContent('Paid invoice 2026-001');
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    server.use(http.get(`${API}/credits`, () => HttpResponse.json({}, { status: 500 })));
    renderBank(await editorStore());
    expect(
      (await screen.findAllByText('The payments could not be loaded.')).length,
    ).toBeGreaterThan(0);
  });
});
