import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { i18n, setAccessToken, type AppStore } from '@app/platform';
import { editorStore } from '../../../testing/emailDialogs';
import { ReceivedPage } from '../../../pages/ReceivedPage';
import type { ReceivedDocumentDetailDto, ReceivedDocumentDto } from '../receivedApi';

const API = 'http://localhost/api/received-documents';
const ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ATTACHMENT = '9b2f4c1e-7d3a-4e5b-8c6d-0f1a2b3c4d5e';

const row = (over: Partial<ReceivedDocumentDto> = {}): ReceivedDocumentDto => ({
  id: ID,
  documentType: 'invoice',
  senderName: 'Voorbeeld BV',
  senderPeppolId: '0208:0123456749',
  number: 'F2026-0012',
  issueDate: '2026-05-04',
  dueDate: '2026-06-03',
  totalCents: '123456',
  currency: 'EUR',
  mark: null,
  read: false,
  receivedAt: '2026-05-04T10:00:00.000Z',
  ...over,
});

const party = (name: string) => ({
  name,
  legalName: null,
  addressLines: ['Kerkstraat 1', '9000 Gent'],
  country: 'BE',
  vatId: 'BE0123456749',
  companyId: null,
  endpointId: '0208:0123456749',
  contactName: null,
  email: null,
});

const detail = (over: Partial<ReceivedDocumentDto> = {}): ReceivedDocumentDetailDto => ({
  ...row(over),
  view: {
    type: 'invoice',
    number: 'F2026-0012',
    typeCode: '380',
    issueDate: '2026-05-04',
    dueDate: '2026-06-03',
    currency: 'EUR',
    buyerReference: null,
    orderReference: null,
    seller: party('Voorbeeld BV'),
    buyer: party('Eva Design'),
    lines: [
      {
        id: '1',
        name: 'Logo design',
        description: null,
        note: null,
        quantity: '8',
        unitCode: 'HUR',
        unitPrice: '127.5',
        baseQuantity: null,
        lineAmountCents: '102000',
        vat: { code: 'S', percent: '21' },
      },
    ],
    allowancesCharges: [],
    vatBreakdown: [
      {
        taxableCents: '102000',
        vatCents: '21420',
        category: { code: 'S', percent: '21' },
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ],
    totals: {
      lineExtensionCents: '102000',
      taxExclusiveCents: '102000',
      taxInclusiveCents: '123420',
      allowanceTotalCents: null,
      chargeTotalCents: null,
      prepaidCents: null,
      roundingCents: null,
      payableCents: '123420',
      vatCents: '21420',
    },
    paymentMeans: [
      {
        code: '58',
        iban: 'BE71096123456769',
        bic: 'GKCCBEBB',
        accountName: 'Voorbeeld BV',
        paymentId: '+++090/9337/55493+++',
      },
    ],
    paymentTerms: 'Within 30 days',
    notes: [],
    billingReferences: [],
    attachments: [],
  },
  attachments: [{ id: ATTACHMENT, filename: 'F2026-0012.pdf', mime: 'application/pdf', size: 9 }],
  epcPayload: 'BCD\n002\n1\nSCT\nGKCCBEBB\nVoorbeeld BV\nBE71096123456769\nEUR1234.20',
});

let listed: ReceivedDocumentDto[] = [];
let detailAnswer: () => Response = () => HttpResponse.json(detail());
let patches: unknown[] = [];
let downloads: string[] = [];
let saved: string[] = [];

const server = setupServer(
  http.get(API, () =>
    HttpResponse.json({
      documents: listed,
      total: listed.length,
      totalCapped: false,
      page: 1,
      limit: 200,
      hasMore: false,
      nextCursor: null,
    }),
  ),
  http.get(`${API}/:id`, () => detailAnswer()),
  http.patch(`${API}/:id`, async ({ request }) => {
    const body = (await request.json()) as { mark?: ReceivedDocumentDto['mark']; read?: boolean };
    patches.push(body);
    return HttpResponse.json(row({ ...body, read: body.read ?? true }));
  }),
  http.get(`${API}/:id/ubl`, ({ params }) => {
    downloads.push(`ubl:${String(params.id)}`);
    return new HttpResponse('<Invoice/>', { headers: { 'Content-Type': 'application/xml' } });
  }),
  http.get(`${API}/:id/attachments/:attachmentId`, ({ params }) => {
    downloads.push(`attachment:${String(params.attachmentId)}`);
    return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  setAccessToken('token-1');
  URL.createObjectURL = jest.fn(() => 'blob:received');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow a download link: record which file was offered instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  listed = [];
  detailAnswer = () => HttpResponse.json(detail());
  patches = [];
  downloads = [];
  saved = [];
  jest.restoreAllMocks();
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

function renderPage(store: AppStore, path: string) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/received/*" element={<ReceivedPage />} />
            <Route path="/nl/received/*" element={<ReceivedPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('ReceivedPage', () => {
  it('asks a signed-out visitor to sign in and asks the server nothing', async () => {
    renderPage(await editorStore({ signedIn: false }), '/received');
    expect(screen.getByTestId('received-sign-in')).toHaveTextContent(
      'Sign in to see the e-invoices you received over Peppol.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByTestId('received-list')).toBeNull();
  });

  it('says so when nothing was received yet', async () => {
    renderPage(await editorStore(), '/received');
    expect(await screen.findByTestId('received-empty')).toHaveTextContent(
      'No e-invoices received yet',
    );
  });

  it('lists sender, number, dates, total, mark and an unread dot', async () => {
    listed = [row(), row({ id: ATTACHMENT, senderName: 'Acme Studio', read: true, mark: 'paid' })];
    renderPage(await editorStore(), '/received');
    const rows = await screen.findAllByTestId('received-row');
    expect(rows[0]).toHaveTextContent('Voorbeeld BV');
    expect(rows[0]).toHaveTextContent('F2026-0012');
    expect(rows[0]).toHaveTextContent('€1,234.56');
    expect(within(rows[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(rows[1]!).getByTestId('received-mark')).toHaveTextContent('Paid');
    // Rows are links: reachable and opened from the keyboard.
    expect(rows[0]).toHaveAttribute('href', `/received/${ID}`);
  });

  it('lists in Dutch under /nl', async () => {
    listed = [row({ mark: 'to_pay' })];
    renderPage(await editorStore({ language: 'nl' }), '/nl/received');
    const [first] = await screen.findAllByTestId('received-row');
    expect(first).toHaveTextContent('€ 1.234,56');
    expect(first).toHaveTextContent('Te betalen');
    expect(first).toHaveAttribute('href', `/nl/received/${ID}`);
  });

  it('shows a document readably, marks it read, and pays it with a QR code', async () => {
    renderPage(await editorStore(), `/received/${ID}`);
    const article = await screen.findByTestId('received-detail');
    expect(within(article).getByRole('heading', { name: 'Invoice F2026-0012' })).toBeVisible();
    expect(article).toHaveTextContent('Eva Design');
    expect(screen.getAllByTestId('received-line')[0]).toHaveTextContent('Logo design');
    expect(screen.getByTestId('received-totals')).toHaveTextContent('Amount due€1,234.20');
    expect(screen.getByTestId('received-iban')).toHaveTextContent('BE71096123456769');
    expect(screen.getByRole('img', { name: 'QR code to pay this invoice' })).toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ read: true }]));
  });

  it('marks a document paid, and downloads its UBL and its PDF', async () => {
    renderPage(await editorStore(), `/received/${ID}`);
    fireEvent.click(await screen.findByTestId('received-mark-paid'));
    await waitFor(() => expect(patches).toContainEqual({ mark: 'paid' }));
    fireEvent.click(screen.getByTestId('received-download-ubl'));
    await waitFor(() => expect(downloads).toEqual([`ubl:${ID}`]));
    await waitFor(() => expect(screen.getByTestId('received-download-attachment')).toBeEnabled());
    fireEvent.click(screen.getByTestId('received-download-attachment'));
    await waitFor(() => expect(downloads).toEqual([`ubl:${ID}`, `attachment:${ATTACHMENT}`]));
    await waitFor(() => expect(saved).toEqual(['F2026-0012.xml', 'F2026-0012.pdf']));
  });

  it('offers no QR code when the document cannot be paid by transfer', async () => {
    detailAnswer = () => HttpResponse.json({ ...detail({ read: true }), epcPayload: null });
    renderPage(await editorStore(), `/received/${ID}`);
    await screen.findByTestId('received-detail');
    expect(screen.queryByTestId('received-epc-qr')).toBeNull();
    expect(patches).toEqual([]);
  });

  it("says a document that is not the user's does not exist", async () => {
    detailAnswer = () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    renderPage(await editorStore(), `/received/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-invoice does not exist or is not yours.',
    );
  });
});
