import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Invoice } from '@app/contracts/invoice';
import { setAccessToken } from '@app/platform';
import {
  editorStore,
  renderWith,
  savedInvoice,
  serveInvoiceEmails,
} from '../../../testing/emailDialogs';
import { deviceZone } from '../../../testing/deviceZone';
import { LAZY_CHUNK_MS } from '../../../testing/lazy-chunks';
import { useCurrentInvoice } from '../../invoices/hooks';
import { EditorToolbar } from './EditorToolbar';
import { ReadOnlyPanel } from './ReadOnlyPanel';

// A test waits up to LAZY_CHUNK_MS for a dialog loaded on demand.
jest.setTimeout(2 * LAZY_CHUNK_MS);

const server = serveInvoiceEmails();

beforeEach(() => {
  setAccessToken('token-1');
  // Times are shown in the device's zone (contracts' userTimeZone): a device in Amsterdam.
  deviceZone('Europe/Amsterdam');
});
afterEach(() => {
  setAccessToken(null);
  jest.restoreAllMocks();
});

/** The toolbar and the read-only summary of the invoice the editor shows. */
function Editor() {
  const invoice = useCurrentInvoice();
  return (
    <>
      <EditorToolbar invoice={invoice} />
      {invoice.status === 'sent' ? <ReadOnlyPanel invoice={invoice} /> : null}
    </>
  );
}

async function renderEditor(invoice: Invoice, signedIn = true) {
  const store = await editorStore({ invoice, signedIn });
  renderWith(store, <Editor />);
  return store;
}

const sent = savedInvoice({ status: 'sent' });
const email = (overrides: Record<string, unknown>) => ({
  id: 'mail-1',
  recipient_email: 'jan@acme.example',
  status: 'sent',
  scheduled_at: null,
  sent_at: null,
  error: null,
  ...overrides,
});

describe('the toolbar e-mail actions', () => {
  it('asks a signed-out user to sign in for sending and for the history', async () => {
    await renderEditor(savedInvoice(), false);
    fireEvent.click(screen.getByTestId('action-previewSend'));
    expect(screen.getByTestId('login-required-dialog')).toHaveTextContent(
      'Sending invoices by email needs an account.',
    );
    expect(screen.queryByTestId('send-dialog')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    await renderEditor(sent, false);
    fireEvent.click(screen.getByTestId('action-history'));
    expect(screen.getByTestId('login-required-dialog')).toHaveTextContent(
      'The invoice history needs an account.',
    );
    expect(screen.queryByTestId('history-dialog')).toBeNull();
    expect(server.asked).toBe(0);
  });

  it('opens the send dialog for a signed-in user, and gives focus back to its button on cancel', async () => {
    await renderEditor(savedInvoice());
    const button = screen.getByTestId('action-previewSend');
    button.focus();
    fireEvent.click(button);
    // The dialog is a lazy chunk: its first import takes a while on a loaded CI machine.
    const dialog = await screen.findByTestId('send-dialog', {}, { timeout: LAZY_CHUNK_MS });
    expect(screen.getByLabelText('Recipient email')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('send-dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens the history of a sent invoice', async () => {
    await renderEditor(sent);
    fireEvent.click(screen.getByTestId('action-history'));
    expect(
      await screen.findByTestId('history-timeline', {}, { timeout: LAZY_CHUNK_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'History of invoice INV-2026-0042' })).toBeVisible();
  });
});

describe('the sent line of the read-only summary', () => {
  it.each([
    {
      scenario: 'the first e-mail sent',
      emails: [
        email({ id: 'b', sent_at: '2026-05-19T10:00:00Z' }),
        email({ id: 'a', sent_at: String(Date.UTC(2026, 4, 18, 8, 30) / 1000) }),
        email({ id: 'c', status: 'planned', scheduled_at: '2026-05-01T10:00:00Z' }),
      ],
      line: 'Sent 05/18/2026 10:30 AM to jan@acme.example',
    },
    {
      scenario: 'else the earliest planned one',
      emails: [
        email({ status: 'failed', sent_at: '2026-05-01T10:00:00Z' }),
        email({ status: 'planned', scheduled_at: '2026-05-21T10:00:00Z' }),
        email({ status: 'planned', scheduled_at: '2026-05-20T10:00:00Z' }),
      ],
      line: 'Sent 05/20/2026 12:00 PM to jan@acme.example',
    },
    { scenario: "else 'recently'", emails: [], line: 'Sent recently to jan@acme.example' },
  ])('shows $scenario', async ({ emails, line }) => {
    server.answer = () => HttpResponse.json({ emails });
    await renderEditor(sent);
    expect(screen.getByTestId('read-only-sent')).toHaveTextContent(
      'Sent recently to jan@acme.example',
    );
    await waitFor(() => expect(screen.getByTestId('read-only-sent')).toHaveTextContent(line));
    expect(server.asked).toBe(1);
  });

  it('shows the invoice date when the e-mails cannot be loaded', async () => {
    server.answer = () => HttpResponse.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 });
    await renderEditor(sent);
    await waitFor(() =>
      expect(screen.getByTestId('read-only-sent')).toHaveTextContent(
        'Sent 05/04/2026 to jan@acme.example',
      ),
    );
  });

  it("asks nothing when signed out: 'recently'", async () => {
    await renderEditor(sent, false);
    expect(screen.getByTestId('read-only-sent')).toHaveTextContent(
      'Sent recently to jan@acme.example',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.asked).toBe(0);
  });
});
