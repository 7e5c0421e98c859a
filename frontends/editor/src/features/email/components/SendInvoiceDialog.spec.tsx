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
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ublBlockers } from '@app/contracts/documents';
import type { Invoice } from '@app/contracts/invoice';
import { setAccessToken, type AppStore } from '@app/platform';
import { useCurrentInvoice } from '../../invoices/hooks';
import {
  INVOICE_ID,
  editorStore,
  renderWith,
  savedInvoice,
  storedInvoice,
} from '../../../testing/emailDialogs';
import { deviceZone } from '../../../testing/deviceZone';
import {
  SEND_FIELD_SAVE_DEBOUNCE_MS,
  SEND_SUCCESS_MS,
  SendInvoiceDialog,
} from './SendInvoiceDialog';

type SendBody = {
  recipientEmail: string;
  customMessage: string;
  locale: string;
  attachUbl?: boolean;
};
let requests: Array<{ id: string; body: SendBody; authorization: string | null }> = [];
let idempotencyKeys: (string | null)[] = [];
let answer: () => Response | Promise<Response> = () =>
  HttpResponse.json({ email: { id: 'mail-1', status: 'planned' } }, { status: 202 });

const API = 'http://localhost/api';

type Registration = { status: string; peppolId: string | null };
const notRegistered: Registration = { status: 'none', peppolId: null };
const registered: Registration = { status: 'active', peppolId: '0106:12345678' };
let registration: Registration = notRegistered;
/** Whether the directory says the customer receives e-invoices, per Peppol id. */
let reachable: Record<string, boolean> = {};
let lookups: string[] = [];
let peppolSends: Array<{ id: string; key: string | null }> = [];
let peppolAnswer: () => Response = () => queuedDelivery();
/** What GET /api/invoices/{id} answers after a Peppol send: the invoice with its status. */
let storedPeppolStatus = 'queued';

const delivery = (status: string) => ({
  id: '3f1c2b9e-6a0d-4c55-9a3e-1b2c3d4e5f60',
  invoiceId: INVOICE_ID,
  recipient: '0208:0123456749',
  status,
  reason: null,
  createdAt: '2026-05-04T10:00:00.000Z',
  sentAt: null,
  settledAt: null,
  mayHaveBeenDeliveredTwice: false,
});
const queuedDelivery = () => HttpResponse.json({ delivery: delivery('queued') }, { status: 202 });
const conflict =
  (code: string, fields: string[] = []) =>
  () =>
    HttpResponse.json(
      {
        statusCode: 409,
        error: 'Conflict',
        code,
        message: 'No',
        fields: fields.map((field) => ({ field, message: 'is missing' })),
      },
      { status: 409 },
    );

const server = setupServer(
  http.post(`${API}/invoices/:id/send-email`, async ({ request, params }) => {
    requests.push({
      id: String(params.id),
      body: (await request.json()) as SendBody,
      authorization: request.headers.get('Authorization'),
    });
    idempotencyKeys.push(request.headers.get('Idempotency-Key'));
    return answer();
  }),
  http.get(`${API}/peppol/registration`, () =>
    HttpResponse.json({ ...registration, verificationUrl: null, registeredAt: null }),
  ),
  http.get(`${API}/peppol/participants/:peppolId`, ({ params }) => {
    const peppolId = String(params.peppolId);
    lookups.push(peppolId);
    return HttpResponse.json({
      peppolId,
      reachable: reachable[peppolId] === true,
      name: reachable[peppolId] === true ? 'Voorbeeld BV' : null,
      documentTypes: reachable[peppolId] === true ? ['invoice', 'creditNote'] : [],
    });
  }),
  http.post(`${API}/invoices/:id/peppol-deliveries`, ({ request, params }) => {
    peppolSends.push({ id: String(params.id), key: request.headers.get('Idempotency-Key') });
    return peppolAnswer();
  }),
  http.get(`${API}/invoices/:id`, () =>
    HttpResponse.json({
      ...peppolInvoice(),
      paymentLinks: [],
      total: 12100,
      version: 2,
      createdAt: '2026-05-04T09:00:00.000Z',
      updatedAt: '2026-05-04T10:00:00.000Z',
      peppolStatus: storedPeppolStatus,
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  requests = [];
  idempotencyKeys = [];
  registration = notRegistered;
  reachable = {};
  lookups = [];
  peppolSends = [];
  peppolAnswer = () => queuedDelivery();
  storedPeppolStatus = 'queued';
  answer = () => HttpResponse.json({ email: { id: 'mail-1' } }, { status: 202 });
  setAccessToken(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

let closed = 0;

/** The dialog on the invoice the editor shows, as the toolbar renders it. */
function Dialog({ initialChannel }: { initialChannel?: 'email' }) {
  const invoice = useCurrentInvoice();
  return (
    <SendInvoiceDialog
      invoice={invoice}
      onClose={() => (closed += 1)}
      initialChannel={initialChannel}
    />
  );
}

async function openDialog(
  options: Parameters<typeof editorStore>[0] & { initialChannel?: 'email' } = {},
): Promise<AppStore & { unmount: () => void }> {
  closed = 0;
  const { initialChannel, ...storeOptions } = options;
  const store = await editorStore(storeOptions);
  const { unmount } = renderWith(store, <Dialog initialChannel={initialChannel} />);
  return Object.assign(store, { unmount });
}

/**
 * A saved invoice that can be an e-invoice, from a Dutch company to a Belgian customer
 * (Peppol address 0208:0123456749), or to a Dutch one (0106:87654321).
 */
function peppolInvoice(customer: 'BE' | 'NL' = 'BE'): Invoice {
  const base = savedInvoice();
  return savedInvoice({
    sender: {
      ...base.sender,
      company: 'Studio Eva',
      address: 'Keizersgracht 1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
      isPlaceholder: {},
    },
    recipient: {
      ...base.recipient,
      ...(customer === 'BE'
        ? { vatNumber: 'BE0123456749', kvkNumber: '0123456749' }
        : { vatNumber: '', kvkNumber: '87654321' }),
    },
    items: [{ id: 'line-1', description: 'Design', quantity: '1', price: '100.00', vatRate: '21' }],
    paymentMethods: {
      ...base.paymentMethods,
      bank: { enabled: true, iban: 'NL91ABNA0417164300', accountName: 'Studio Eva' },
    },
    isPlaceholder: { ...base.isPlaceholder, items: false, paymentMethods: false },
  });
}

/** Registered and verified, to a customer the directory lists. */
async function openPeppolDialog(
  customer: 'BE' | 'NL' = 'BE',
  options: Parameters<typeof openDialog>[0] = {},
) {
  registration = registered;
  reachable = { '0208:0123456749': true, '0106:87654321': true };
  const store = await openDialog({ invoice: peppolInvoice(customer), ...options });
  await screen.findByTestId('send-channel');
  return store;
}

const channel = (name: 'peppol' | 'email' | 'both') => screen.getByTestId(`send-channel-${name}`);

const emailField = () => screen.getByLabelText('Recipient email');
const sendButton = () => screen.getByTestId('send-submit');
const preview = () => screen.getByTestId('send-preview');

describe('SendInvoiceDialog', () => {
  it('starts with the invoice recipient, contact name and message, and previews the e-mail in a sandbox', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Send invoice INV-2026-0042' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('jan@acme.example');
    expect(screen.getByLabelText('Contact name')).toHaveValue('Jan Jansen');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello Jan, here is the invoice for May.');
    expect(emailField()).toHaveFocus();

    const frame = preview();
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAccessibleName('Preview of the email to the customer');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('INV-2026-0042');
    expect(html).toContain('Hello Jan, here is the invoice for May.');
    expect(html).not.toContain('<script');
    expect(screen.getByTestId('send-subject')).toHaveTextContent(/^Subject: .*INV-2026-0042/);
    expect(sendButton()).toBeEnabled();
  });

  it('updates the preview as the message is typed', async () => {
    await openDialog();
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Dear <Jan>, thank you!' },
    });
    const html = preview().getAttribute('srcdoc') ?? '';
    expect(html).toContain('Dear &lt;Jan&gt;, thank you!');
    expect(html).not.toContain('Hello Jan, here is the invoice for May.');
  });

  it('leaves out a placeholder message and shows the default one greyed', async () => {
    await openDialog({
      invoice: savedInvoice({
        emailMessage: 'Example text',
        isPlaceholder: { emailMessage: true },
      }),
    });
    const message = screen.getByLabelText('Message');
    expect(message).toHaveValue('');
    expect(message).toHaveAttribute(
      'placeholder',
      'Dear customer, please find attached invoice INV-2026-0042. Kind regards.',
    );
    expect(preview().getAttribute('srcdoc')).not.toContain('Example text');
  });

  it('says an address is invalid only after the field was left, and allows sending only a valid one', async () => {
    await openDialog();
    fireEvent.change(emailField(), { target: { value: 'jan@' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(sendButton()).toBeDisabled();

    fireEvent.blur(emailField());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    // Empty is fine while typing, but cannot be sent.
    fireEvent.change(emailField(), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sendButton()).toBeDisabled();

    fireEvent.change(emailField(), { target: { value: `${'a'.repeat(65)}@acme.example` } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(sendButton()).toBeDisabled();

    fireEvent.change(emailField(), { target: { value: ' boekhouding@acme.example ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sendButton()).toBeEnabled();
  });

  it('cannot send an invoice without an id', async () => {
    const store = await openDialog();
    const { id: _id, ...withoutId } = savedInvoice();
    renderWith(store, <SendInvoiceDialog invoice={withoutId} onClose={() => undefined} />);
    const buttons = screen.getAllByTestId('send-submit');
    expect(buttons[1]).toBeDisabled();
  });

  it('saves the address, contact name and message to the invoice 500 ms after the last change', async () => {
    jest.useFakeTimers();
    const store = await openDialog();
    fireEvent.change(emailField(), { target: { value: 'boek' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(emailField(), { target: { value: 'boekhouding@acme.example' } });
    fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Els' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi Els' } });

    act(() => jest.advanceTimersByTime(SEND_FIELD_SAVE_DEBOUNCE_MS - 1));
    expect(storedInvoice(store)?.recipient.email).toBe('jan@acme.example');
    expect(storedInvoice(store)?.emailMessage).toBe('Hello Jan, here is the invoice for May.');

    act(() => jest.advanceTimersByTime(1));
    expect(storedInvoice(store)).toMatchObject({
      recipient: { email: 'boekhouding@acme.example', contactName: 'Els' },
      emailMessage: 'Hi Els',
      synced: false,
    });
  });

  it('closes on Escape and keeps what was typed when it closes before the pause is over', async () => {
    jest.useFakeTimers();
    const store = await openDialog();
    fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Els' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(closed).toBe(1);
    expect(storedInvoice(store)?.recipient.contactName).toBe('Jan Jansen');
    store.unmount();
    expect(storedInvoice(store)?.recipient.contactName).toBe('Els');
  });

  it('sends in the invoice language, shows the success overlay for 4 s, then closes; the invoice is sent', async () => {
    const store = await openDialog({ invoiceLanguage: 'nl' });
    fireEvent.change(emailField(), { target: { value: ' boekhouding@acme.example ' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi there' } });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fireEvent.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending...');
    // The typed values are stored at once, not after the pause.
    expect(storedInvoice(store)).toMatchObject({
      recipient: { email: 'boekhouding@acme.example' },
      emailMessage: 'Hi there',
    });

    // The request runs on the faked clock too: let it through without moving time on.
    for (let tick = 0; tick < 200 && screen.queryByTestId('send-success') === null; tick += 1) {
      await act(() => jest.advanceTimersByTimeAsync(0));
    }
    expect(requests[0]).toEqual({
      id: INVOICE_ID,
      body: {
        recipientEmail: 'boekhouding@acme.example',
        customMessage: 'Hi there',
        locale: 'nl',
        attachUbl: false,
      },
      authorization: 'Bearer token-1',
    });
    const success = screen.getByTestId('send-success');
    expect(success).toHaveTextContent('Invoice sent');
    expect(success).toHaveTextContent(
      'Invoice INV-2026-0042 is on its way to boekhouding@acme.example.',
    );
    expect(success).toHaveFocus();
    expect(storedInvoice(store)?.status).toBe('sent');

    act(() => jest.advanceTimersByTime(SEND_SUCCESS_MS - 1));
    expect(closed).toBe(0);
    expect(screen.getByTestId('send-success')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(closed).toBe(1);
  });

  it('names the VAT rules the invoice breaks and does not send it (issue 32)', async () => {
    const invoice = savedInvoice();
    await openDialog({
      invoice: {
        ...invoice,
        sender: { ...invoice.sender, vatNumber: 'NL123456789B01' },
        items: [
          {
            id: 'line-1',
            description: 'Design work',
            quantity: '1',
            price: '500,00',
            vatRate: '0',
            vatCategory: 'intra_eu',
          },
        ],
      },
    });
    expect(screen.getByTestId('send-issue-problems')).toHaveTextContent(
      "Reverse charge and intra-EU supplies need the customer's VAT number",
    );
    expect(sendButton()).toBeDisabled();
    fireEvent.click(sendButton());
    expect(requests).toHaveLength(0);
  });

  it('offers the e-invoice only when the invoice can be one, and names what it lacks', async () => {
    await openDialog();
    const attach = screen.getByTestId('send-attach-ubl');
    expect(attach).toBeDisabled();
    expect(screen.getByTestId('send-attach-ubl-hint')).toHaveTextContent(
      'Not possible yet. Still needed: your company name (From).',
    );
  });

  it('attaches the e-invoice when asked to', async () => {
    const ready = savedInvoice();
    await openDialog({
      invoice: {
        ...ready,
        sender: {
          company: 'Atelier Brussel',
          address: 'Rue Neuve 1',
          postalCode: '1000',
          city: 'Brussel',
          vatNumber: 'BE0403170701',
          kvkNumber: '',
        },
        recipient: { ...ready.recipient, vatNumber: 'NL004495445B01' },
        items: [
          {
            id: 'line-0000000000000001',
            description: 'Design',
            quantity: '1',
            price: '100,00',
            vatRate: '21',
          },
        ],
        isPlaceholder: { emailMessage: false },
      },
    });
    const attach = screen.getByTestId('send-attach-ubl');
    expect(attach).toBeEnabled();
    expect(attach).not.toBeChecked();
    fireEvent.click(attach);
    fireEvent.click(sendButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body.attachUbl).toBe(true);
  });

  it('only logs a failed send; the button comes back and the invoice stays unsent', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 });
    const store = await openDialog();
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Sending the invoice e-mail failed', expect.anything()),
    );
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('Send invoice');
    expect(screen.queryByTestId('send-success')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storedInvoice(store)?.status).toBe('saved');
    expect(closed).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it('sends the same Idempotency-Key when a failed send is tried again, and a new one for another message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 });
    await openDialog();
    fireEvent.click(sendButton());
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    fireEvent.click(sendButton());
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(sendButton()).toBeEnabled());

    answer = () => HttpResponse.json({ email: { id: 'mail-1' } }, { status: 202 });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Another message' } });
    fireEvent.click(sendButton());
    await screen.findByTestId('send-success');

    expect(idempotencyKeys).toHaveLength(3);
    expect(idempotencyKeys[0]).toEqual(expect.stringMatching(/^[\x20-\x7e]{1,255}$/));
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect(idempotencyKeys[2]).not.toBe(idempotencyKeys[0]);
  });

  /**
   * The server's answer over the sending limit: 50 an hour, possible again at 14:05 today on a
   * device in UTC, whose times say so (contracts' formatInstant names a zone off Amsterdam's
   * clock), whatever zone the machine running this is in.
   */
  function answerLimitReached() {
    deviceZone('UTC');
    const retryAt = new Date();
    retryAt.setUTCHours(14, 5, 0, 0);
    answer = () =>
      HttpResponse.json(
        {
          statusCode: 429,
          error: 'Too Many Requests',
          message: `You have reached the sending limit of 50 e-mails per hour. Try again after ${retryAt.toISOString()}.`,
          code: 'EMAIL_LIMIT_REACHED',
          limit: { max: 50, per: 'hour', retryAt: retryAt.toISOString() },
        },
        { status: 429, headers: { 'Retry-After': '600' } },
      );
  }

  it('says until when a send refused by the sending limit can be tried again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLimitReached();
    const store = await openDialog();
    fireEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the sending limit of 50 e-mails per hour. Try again after 2:05 PM UTC.',
    );
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByTestId('send-success')).toBeNull();
    expect(storedInvoice(store)?.status).toBe('saved');
    expect(closed).toBe(0);

    // Another try that goes through takes the message away.
    answer = () => HttpResponse.json({ email: { id: 'mail-2' } }, { status: 202 });
    fireEvent.click(sendButton());
    expect(await screen.findByTestId('send-success')).toBeInTheDocument();
    expect(screen.queryByTestId('send-limit')).toBeNull();
  });

  it('says it in Dutch', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLimitReached();
    await openDialog({ language: 'nl' });
    fireEvent.click(screen.getByRole('button', { name: 'Factuur versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt de verzendlimiet van 50 e-mails per uur bereikt. Probeer het opnieuw na 14:05 UTC.',
    );
  });

  it('speaks Dutch', async () => {
    await openDialog({ language: 'nl' });
    expect(
      screen.getByRole('dialog', { name: 'Factuur INV-2026-0042 versturen' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres ontvanger')).toHaveValue('jan@acme.example');
    expect(screen.getByRole('button', { name: 'Factuur versturen' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('E-mailadres ontvanger'), { target: { value: 'x' } });
    fireEvent.blur(screen.getByLabelText('E-mailadres ontvanger'));
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een geldig e-mailadres in');
  });

  describe('over Peppol', () => {
    it('can be an e-invoice (the fixture)', () => {
      expect(ublBlockers(peppolInvoice('BE'), 'NL')).toEqual([]);
      expect(ublBlockers(peppolInvoice('NL'), 'NL')).toEqual([]);
    });

    it('offers Peppol, e-mail or both, starting on Peppol for a Belgian customer', async () => {
      await openPeppolDialog('BE');
      expect(screen.getByRole('group', { name: 'Send via' })).toBeInTheDocument();
      expect(channel('peppol')).toBeChecked();
      expect(channel('peppol')).toHaveFocus();
      expect(lookups).toEqual(['0208:0123456749']);
      expect(screen.getByTestId('send-peppol-note')).toHaveTextContent(
        'The e-invoice goes over Peppol to Voorbeeld BV (0208:0123456749).',
      );
      // No e-mail goes out, so its fields are not asked for.
      expect(screen.queryByLabelText('Recipient email')).toBeNull();
      expect(sendButton()).toHaveTextContent('Send via Peppol');

      fireEvent.click(channel('both'));
      expect(screen.getByLabelText('Recipient email')).toHaveValue('jan@acme.example');
      expect(screen.getByTestId('send-peppol-note')).toBeInTheDocument();
      expect(sendButton()).toHaveTextContent('Send via Peppol and e-mail');

      fireEvent.click(channel('email'));
      expect(screen.queryByTestId('send-peppol-note')).toBeNull();
      expect(sendButton()).toHaveTextContent('Send invoice');
    });

    it('starts on e-mail for a customer outside Belgium, and when asked to', async () => {
      await openPeppolDialog('NL');
      expect(channel('email')).toBeChecked();
      expect(emailField()).toBeInTheDocument();
      cleanup();

      await openPeppolDialog('BE', { initialChannel: 'email' });
      expect(channel('email')).toBeChecked();
    });

    it.each([
      {
        scenario: 'the registration still waits for the identity check',
        status: { status: 'pending_verification', peppolId: '0106:12345678' },
        listed: true,
      },
      { scenario: 'the company is not registered', status: notRegistered, listed: true },
      { scenario: 'the customer is not in the directory', status: registered, listed: false },
    ])('offers only e-mail when $scenario', async ({ status, listed }) => {
      registration = status;
      reachable = { '0208:0123456749': listed };
      await openDialog({ invoice: peppolInvoice('BE') });
      await waitFor(() =>
        expect(lookups).toEqual(status === registered ? ['0208:0123456749'] : []),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByTestId('send-channel')).toBeNull();
      expect(emailField()).toBeInTheDocument();
    });

    it('queues the e-invoice with an Idempotency-Key, says so, and shows its status on the invoice', async () => {
      const store = await openPeppolDialog('BE');
      fireEvent.click(sendButton());
      const success = await screen.findByTestId('send-success');
      expect(success).toHaveTextContent('Queued for Peppol delivery');
      expect(success).toHaveTextContent(
        'Invoice INV-2026-0042 goes to 0208:0123456749 over Peppol.',
      );
      expect(success).not.toHaveTextContent('jan@acme.example');
      expect(peppolSends).toEqual([
        { id: INVOICE_ID, key: expect.stringMatching(/^[\x20-\x7e]{1,255}$/) },
      ]);
      expect(requests).toHaveLength(0);
      // The server marks it sent once the customer's access point has it; the overview shows
      // the delivery's status at once.
      await waitFor(() => expect(storedInvoice(store)?.peppolStatus).toBe('queued'));
      expect(storedInvoice(store)?.status).toBe('saved');
    });

    it("says 'Sent via Peppol' when the access point took it at once", async () => {
      peppolAnswer = () => HttpResponse.json({ delivery: delivery('sent') }, { status: 202 });
      storedPeppolStatus = 'sent';
      await openPeppolDialog('BE');
      fireEvent.click(sendButton());
      expect(await screen.findByTestId('send-success')).toHaveTextContent('Sent via Peppol');
    });

    it.each([
      {
        code: 'EINVOICE_NOT_READY',
        fields: ['sender.vatNumber', 'items', 'recipient.vatNumber'],
        text: "This invoice cannot be an e-invoice yet. Please add: your VAT number, starting with its country code (NL, BE, ...) (From), at least one line, your customer's VAT number or chamber-of-commerce number (To): it is their Peppol address.",
      },
      {
        code: 'EINVOICE_NOT_READY',
        fields: ['somewhere.else'],
        text: 'Export the e-invoice (UBL) to see what it lacks.',
      },
      {
        code: 'PEPPOL_RECIPIENT_UNREACHABLE',
        fields: [],
        text: 'Your customer cannot receive e-invoices over Peppol. Send the invoice by e-mail instead.',
      },
      {
        code: 'PEPPOL_NOT_REGISTERED',
        fields: [],
        text: 'Your company is not active on Peppol. Register it in the settings under "E-invoicing via Peppol", or send by e-mail.',
      },
      {
        code: 'CONFLICT',
        fields: [],
        text: 'This invoice is already on its way over Peppol, or was delivered.',
      },
    ])('says what to do when the server answers $code', async ({ code, fields, text }) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      peppolAnswer = conflict(code, fields);
      const store = await openPeppolDialog('BE');
      fireEvent.click(sendButton());
      expect(await screen.findByTestId('send-peppol-error')).toHaveTextContent(text);
      expect(screen.getByTestId('send-peppol-error')).toHaveAttribute('role', 'alert');
      expect(screen.queryByTestId('send-success')).toBeNull();
      expect(requests).toHaveLength(0);
      expect(storedInvoice(store)?.peppolStatus).toBeUndefined();
      expect(sendButton()).toBeEnabled();
    });

    it('says the network is down when the access point cannot be reached', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      peppolAnswer = () =>
        HttpResponse.json(
          { statusCode: 502, error: 'Bad Gateway', code: 'PEPPOL_PROVIDER_FAILED', message: 'x' },
          { status: 502 },
        );
      await openPeppolDialog('BE');
      fireEvent.click(sendButton());
      expect(await screen.findByTestId('send-peppol-error')).toHaveTextContent(
        'The Peppol network could not be reached. Try again in a few minutes, or send by e-mail.',
      );
    });

    it('will not send over Peppol what cannot be an e-invoice, and says what is missing', async () => {
      registration = registered;
      reachable = { '0208:0123456749': true };
      const invoice = peppolInvoice('BE');
      await openDialog({ invoice: { ...invoice, sender: { ...invoice.sender, company: '' } } });
      await screen.findByTestId('send-channel');
      expect(screen.getByTestId('send-peppol-blocked')).toHaveTextContent(
        'Not possible yet. Still needed: your company name (From).',
      );
      expect(sendButton()).toBeDisabled();
      fireEvent.click(channel('email'));
      expect(sendButton()).toBeEnabled();
    });

    it('sends both ways, and after a failed e-mail tries only the e-mail again', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answer = () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 });
      const store = await openPeppolDialog('BE');
      fireEvent.click(channel('both'));
      fireEvent.click(sendButton());
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Sending the invoice e-mail failed', expect.anything()),
      );
      await waitFor(() => expect(sendButton()).toBeEnabled());
      expect(peppolSends).toHaveLength(1);
      expect(requests).toHaveLength(1);

      answer = () => HttpResponse.json({ email: { id: 'mail-1' } }, { status: 202 });
      fireEvent.click(sendButton());
      const success = await screen.findByTestId('send-success');
      expect(peppolSends).toHaveLength(1);
      expect(requests).toHaveLength(2);
      expect(success).toHaveTextContent('Queued for Peppol delivery');
      expect(success).toHaveTextContent('Invoice INV-2026-0042 is on its way to jan@acme.example.');
      await waitFor(() => expect(storedInvoice(store)?.peppolStatus).toBe('queued'));
      expect(storedInvoice(store)?.status).toBe('sent');
    });

    it('speaks Dutch', async () => {
      await openPeppolDialog('BE', { language: 'nl' });
      expect(screen.getByRole('group', { name: 'Versturen via' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Allebei' })).not.toBeChecked();
      expect(sendButton()).toHaveTextContent('Versturen via Peppol');
      peppolAnswer = conflict('PEPPOL_RECIPIENT_UNREACHABLE');
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      fireEvent.click(sendButton());
      expect(await screen.findByTestId('send-peppol-error')).toHaveTextContent(
        'Je klant kan geen e-facturen via Peppol ontvangen. Verstuur de factuur per e-mail.',
      );
    });
  });
});
