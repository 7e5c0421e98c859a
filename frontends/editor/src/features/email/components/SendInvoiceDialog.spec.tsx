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
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAccessToken, type AppStore } from '@app/platform';
import { useCurrentInvoice } from '../../invoices/hooks';
import {
  INVOICE_ID,
  editorStore,
  renderWith,
  savedInvoice,
  storedInvoice,
} from '../../../testing/emailDialogs';
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

const server = setupServer(
  http.post('http://localhost/api/invoices/:id/send-email', async ({ request, params }) => {
    requests.push({
      id: String(params.id),
      body: (await request.json()) as SendBody,
      authorization: request.headers.get('Authorization'),
    });
    idempotencyKeys.push(request.headers.get('Idempotency-Key'));
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  requests = [];
  idempotencyKeys = [];
  answer = () => HttpResponse.json({ email: { id: 'mail-1' } }, { status: 202 });
  setAccessToken(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

let closed = 0;

/** The dialog on the invoice the editor shows, as the toolbar renders it. */
function Dialog() {
  const invoice = useCurrentInvoice();
  return <SendInvoiceDialog invoice={invoice} onClose={() => (closed += 1)} />;
}

async function openDialog(
  options: Parameters<typeof editorStore>[0] = {},
): Promise<AppStore & { unmount: () => void }> {
  closed = 0;
  const store = await editorStore(options);
  const { unmount } = renderWith(store, <Dialog />);
  return Object.assign(store, { unmount });
}

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

  /** The server's answer over the sending limit: 50 an hour, possible again at 14:05 today. */
  function answerLimitReached() {
    const retryAt = new Date();
    retryAt.setHours(14, 5, 0, 0);
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
      'You have reached the sending limit of 50 e-mails per hour. Try again after 14:05.',
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
      'Je hebt de verzendlimiet van 50 e-mails per uur bereikt. Probeer het opnieuw na 14:05.',
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
});
