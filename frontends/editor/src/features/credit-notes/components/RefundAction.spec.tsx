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
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CreditRefund, Invoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import {
  createAppStore,
  sessionActions,
  setAccessToken,
  setLanguage,
  type AppStore,
} from '@app/platform';
import { editorActions } from '../../invoices/editor-commands';
import { renderWith, savedInvoice } from '../../../testing/emailDialogs';
import { RefundAction } from './RefundAction';
import { CreditNoteRefundStatus } from './RefundStatus';

const ORIGINAL_ID = 'orig-0042-abcdefghijkl';
const CREDIT_ID = 'cred-0001-abcdefghijkl';

const paidLink = {
  id: 'pl_1',
  provider: 'mollie',
  status: 'paid',
  createdAt: '2026-05-04T10:00:00.000Z',
  url: 'https://example.com/pay',
  amount: 12100,
};

const original = (mollie = true): Invoice =>
  savedInvoice({
    id: ORIGINAL_ID,
    invoiceNumber: 'INV-2026-0042',
    status: 'sent',
    paymentStatus: 'paid',
    paymentLinks: mollie ? [paidLink] : [],
    items: [{ id: 'a', description: 'Design work', quantity: '1', price: '100,00', vatRate: '21' }],
  });

const creditNote = (): Invoice =>
  savedInvoice({
    id: CREDIT_ID,
    invoiceNumber: 'CN-2026-0001',
    documentType: 'credit_note',
    creditedInvoice: { id: ORIGINAL_ID, invoiceNumber: 'INV-2026-0042', date: '2026-05-04' },
    paymentStatus: 'credited',
    items: [{ id: 'a', description: 'Design work', quantity: '1', price: '100,00', vatRate: '21' }],
  });

/** What the server answers for the credit note: only the fields the editor reads matter here. */
let stored: { refund?: CreditRefund } = {};
let refundAnswer: () => Response = () => HttpResponse.json({}, { status: 500 });
let refundKeys: (string | null)[] = [];
let reads = 0;

const server = setupServer(
  http.get('http://localhost/api/invoices/:id', ({ params }) => {
    reads += 1;
    return HttpResponse.json({ ...creditNote(), id: String(params.id), ...stored });
  }),
  http.post('http://localhost/api/invoices/:id/refund', ({ request }) => {
    refundKeys.push(request.headers.get('Idempotency-Key'));
    return refundAnswer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  stored = {};
  refundKeys = [];
  reads = 0;
  setAccessToken(null);
  jest.restoreAllMocks();
});
afterAll(() => server.close());

async function show({
  signedIn = true,
  language = 'en',
  mollie = true,
}: { signedIn?: boolean; language?: 'en' | 'nl'; mollie?: boolean } = {}): Promise<AppStore> {
  await setLanguage(language);
  const store = createAppStore();
  const settings = clientSettingsFor(language);
  const note = creditNote();
  store.dispatch(
    editorActions.hydrated({
      settings,
      invoices: [original(mollie), note],
      draft: savedInvoice({ id: undefined, invoiceNumber: '', status: 'concept' }),
      draftEdited: false,
    }),
  );
  store.dispatch(editorActions.invoiceOpened(CREDIT_ID));
  store.dispatch(
    signedIn
      ? sessionActions.signedIn({
          id: 'u',
          email: 'e@example.com',
          displayName: 'E',
          photoUrl: null,
        })
      : sessionActions.signedOut(),
  );
  renderWith(
    store,
    <>
      <CreditNoteRefundStatus invoice={note} />
      <RefundAction invoice={note} />
    </>,
  );
  return store;
}

const refundError = (status: number, code: string) => () =>
  HttpResponse.json({ statusCode: status, code, message: 'Refused' }, { status });

describe('Refund via Mollie on a credit note', () => {
  it('names the amount, refunds with an Idempotency-Key and shows the status the server answers', async () => {
    await show();
    const button = await screen.findByRole('button', { name: 'Refund via Mollie' });
    fireEvent.click(button);
    const dialog = screen.getByTestId('refund-dialog');
    expect(within(dialog).getByTestId('refund-text')).toHaveTextContent(
      '€121.00 goes back to your customer through Mollie, from their online payment of invoice INV-2026-0042.',
    );
    // The confirmation has the focus: Enter (a click on it) refunds.
    const confirm = within(dialog).getByRole('button', { name: 'Refund €121.00' });
    expect(confirm).toHaveFocus();
    const refund: CreditRefund = {
      status: 'refunded',
      amount: 12100,
      createdAt: '2026-05-05T10:00:00.000Z',
    };
    refundAnswer = () => {
      stored = { refund };
      return HttpResponse.json({ ...creditNote(), refund }, { status: 201 });
    };
    const readsBefore = reads;
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(refundKeys).toHaveLength(1);
    expect(refundKeys[0]).toMatch(/^[\w-]{16,}$/);
    // The credit note is read again after the call: the badge is the server's answer.
    expect(await screen.findByTestId('refund-status')).toHaveTextContent('Refunded');
    expect(reads).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('button', { name: 'Refund via Mollie' })).toBeNull();
  });

  it.each([
    [409, 'REFUND_NOT_AVAILABLE', 'its invoice was not paid online through Mollie'],
    [409, 'REFUND_EXISTS', 'This credit note has been refunded already.'],
    [409, 'REFUND_EXCEEDS_PAYMENT', 'Mollie can no longer refund this much of the payment'],
    [502, 'PAYMENT_PROVIDER_FAILED', 'Reconnect Mollie under payment methods, then try again.'],
  ])('explains a %i %s, and a retry is the same refund', async (status, code, message) => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund via Mollie' }));
    refundAnswer = refundError(status, code);
    fireEvent.click(screen.getByTestId('refund-confirm'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByTestId('refund-dialog')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(refundKeys).toHaveLength(2));
    expect(refundKeys[1]).toBe(refundKeys[0]);
  });

  it('says in Dutch what went wrong', async () => {
    await show({ language: 'nl' });
    fireEvent.click(await screen.findByRole('button', { name: 'Terugbetalen via Mollie' }));
    refundAnswer = refundError(502, 'PAYMENT_PROVIDER_FAILED');
    fireEvent.click(screen.getByRole('button', { name: /terugbetalen$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mollie heeft de terugbetaling niet geaccepteerd. Koppel Mollie opnieuw',
    );
  });

  it('offers nothing while a refund stands, and shows its status', async () => {
    stored = { refund: { status: 'pending', amount: 12100, createdAt: '2026-05-05T10:00:00Z' } };
    await show();
    expect(await screen.findByTestId('refund-status')).toHaveTextContent('Refund pending');
    expect(screen.queryByTestId('action-refund')).toBeNull();
  });

  it('offers it again after a failed refund', async () => {
    stored = { refund: { status: 'failed', amount: 12100, createdAt: '2026-05-05T10:00:00Z' } };
    await show();
    expect(await screen.findByTestId('refund-status')).toHaveTextContent('Refund failed');
    expect(await screen.findByTestId('action-refund')).toBeEnabled();
  });

  it('is not offered when the invoice was not paid through Mollie', async () => {
    await show({ mollie: false });
    await waitFor(() => expect(screen.queryByTestId('action-refund')).toBeNull());
    expect(reads).toBe(0);
  });

  it('asks to sign in when signed out', async () => {
    await show({ signedIn: false });
    expect(screen.getByTestId('refund-unavailable')).toHaveTextContent(
      'Refunding through Mollie needs you to be signed in.',
    );
    fireEvent.click(screen.getByTestId('action-refund'));
    expect(screen.getByTestId('login-required-dialog')).toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it('says it needs a connection when offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show();
    expect(screen.getByTestId('refund-unavailable')).toHaveTextContent(
      'Refunding through Mollie needs an internet connection.',
    );
    expect(screen.getByTestId('action-refund')).toBeDisabled();
    expect(reads).toBe(0);
  });
});
