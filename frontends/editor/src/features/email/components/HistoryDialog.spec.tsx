import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
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
import { HistoryDialog } from './HistoryDialog';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 20, 10, 0);
const seconds = (millis: number) => millis / 1000;

const server = serveInvoiceEmails();

beforeEach(() => {
  // Times are shown in the device's zone (contracts' userTimeZone): a device in Amsterdam.
  deviceZone('Europe/Amsterdam');
  setAccessToken('token-1');
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout'] });
  jest.setSystemTime(NOW);
});
afterEach(() => {
  setAccessToken(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Sent, due in two weeks' time. */
const sent = savedInvoice({ status: 'sent', dueDate: '2026-06-03' });

async function openHistory({
  invoice = sent,
  signedIn = true,
  language = 'en' as 'en' | 'nl',
} = {}) {
  const store = await editorStore({ invoice, signedIn, language });
  const onClose = jest.fn();
  const reload = jest.fn();
  const onSendByEmail = jest.fn();
  renderWith(
    store,
    <HistoryDialog
      invoice={invoice}
      onClose={onClose}
      reload={reload}
      onSendByEmail={onSendByEmail}
    />,
  );
  return { onClose, reload, onSendByEmail };
}

const entries = () =>
  within(screen.getByTestId('history-timeline'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('HistoryDialog', () => {
  it('shows the timeline oldest first, with the e-mails queued, sent and failed', async () => {
    server.answer = () =>
      HttpResponse.json({
        emails: [
          {
            id: 'mail-2',
            recipient_email: 'jan@acme.example',
            status: 'planned',
            scheduled_at: seconds(NOW + DAY),
            sent_at: null,
            error: null,
          },
          {
            id: 'mail-1',
            recipient_email: 'jan@acme.example',
            status: 'sent',
            scheduled_at: String(seconds(NOW - DAY)),
            sent_at: String(seconds(NOW - DAY + 60_000)),
            error: null,
          },
          {
            id: 'mail-0',
            recipient_email: 'old@acme.example',
            status: 'failed',
            scheduled_at: '2026-05-17T08:00:00Z',
            sent_at: null,
            error: 'Mailbox unavailable',
          },
        ],
      });
    await openHistory();
    expect(screen.getByTestId('history-loading')).toHaveTextContent('Loading history...');

    const timeline = await screen.findByTestId('history-timeline');
    expect(screen.getByRole('dialog', { name: 'History of invoice INV-2026-0042' })).toBeVisible();
    expect(timeline).toHaveAccessibleName('Invoice history, oldest first');
    expect(timeline).toHaveAttribute('tabindex', '0');
    expect(entries()).toEqual([
      'Invoice created05/13/2026 12:00 PM',
      'Invoice saved05/15/2026 12:00 PM',
      'Email to old@acme.example failed05/17/2026 10:00 AMTechnical message: Mailbox unavailable',
      'Invoice updated05/18/2026 12:00 PM',
      'Email sent to jan@acme.example05/19/2026 12:01 PM',
      'Email to jan@acme.example queued05/21/2026 12:00 PM',
    ]);
    expect(server.asked).toBe(1);
    // Never sent over Peppol: its deliveries are not asked for.
    expect(server.peppolAsked).toBe(0);
  });

  it('adds payments, overdue and marked paid, and asks nothing for an invoice that was not sent', async () => {
    await openHistory({
      invoice: savedInvoice({
        status: 'saved',
        paymentStatus: 'paid',
        paidAt: '2026-05-19T15:30:00.000Z',
        paymentLinks: [
          {
            id: 'link-1',
            provider: 'mollie',
            status: 'paid',
            createdAt: '2026-05-19T15:00:00.000Z',
            url: 'https://pay.example/1',
          },
        ],
      }),
    });
    expect(entries()).toEqual([
      'Invoice created05/13/2026 12:00 PM',
      'Invoice saved05/15/2026 12:00 PM',
      'Invoice updated05/18/2026 12:00 PM',
      'Payment received via Mollie05/19/2026 5:00 PM',
      'Marked as paid05/19/2026 5:30 PM',
    ]);
    expect(screen.queryByTestId('history-loading')).toBeNull();
    expect(server.asked).toBe(0);
  });

  it('shows an overdue invoice overdue from its due date', async () => {
    const overdue: Invoice = { ...sent, dueDate: '2026-05-18', paymentStatus: 'overdue' };
    await openHistory({ invoice: overdue });
    await screen.findByTestId('history-timeline');
    expect(entries()).toContain('Payment overdue05/18/2026 12:00 AM');
  });

  it('shows a sent, unpaid invoice overdue once its due date passed, before the server says so', async () => {
    await openHistory({ invoice: { ...sent, dueDate: '2026-05-18' } });
    await screen.findByTestId('history-timeline');
    expect(entries()).toContain('Payment overdue05/18/2026 12:00 AM');
  });

  it('names the zone on a device whose clock is not Amsterdam’s, every time in it', async () => {
    jest.restoreAllMocks();
    deviceZone('UTC');
    await openHistory({ invoice: savedInvoice({ status: 'saved' }) });
    expect(entries()).toEqual([
      'Invoice created05/13/2026 10:00 AM UTC',
      'Invoice saved05/15/2026 10:00 AM UTC',
      'Invoice updated05/18/2026 10:00 AM UTC',
    ]);
  });

  it('says the history could not be loaded and offers to reload the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer = () => HttpResponse.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 });
    const { reload } = await openHistory();
    const error = await screen.findByTestId('history-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Unable to load history');
    expect(error).toHaveTextContent('We encountered a problem loading your invoice history.');
    expect(screen.queryByTestId('history-timeline')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to load history. Please try again.');
    fireEvent.click(within(error).getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'This e-mail may have reached your customer twice'],
    ['nl', 'Deze e-mail is mogelijk twee keer bij je klant aangekomen'],
  ] as const)(
    'says in %s which e-mail may have been delivered twice, and only that one',
    async (language, text) => {
      const mail = {
        recipient_email: 'jan@acme.example',
        status: 'sent',
        scheduled_at: seconds(NOW - DAY),
        sent_at: seconds(NOW - DAY),
        error: null,
      };
      server.answer = () =>
        HttpResponse.json({
          emails: [
            { ...mail, id: 'mail-1', may_have_been_delivered_twice: true },
            { ...mail, id: 'mail-2', may_have_been_delivered_twice: false },
          ],
        });
      await openHistory({ language });
      await screen.findByTestId('history-timeline');
      const notes = screen.getAllByTestId('history-possibly-twice');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toHaveTextContent(text);
    },
  );

  it.each([
    { language: 'en' as const, name: 'History of credit note CN-2026-0001' },
    { language: 'nl' as const, name: 'Geschiedenis van creditnota CN-2026-0001' },
  ])('titles the history of a credit note as such ($language)', async ({ language, name }) => {
    const creditNote = savedInvoice({
      status: 'sent',
      documentType: 'credit_note',
      invoiceNumber: 'CN-2026-0001',
      creditedInvoice: { id: 'inv-1', invoiceNumber: 'INV-2026-0042', date: '2026-05-13' },
    });
    await openHistory({ invoice: creditNote, language });
    await screen.findByTestId('history-timeline');
    expect(screen.getByRole('dialog', { name })).toBeVisible();
  });

  it('says in Dutch why e-mails failed: our own reasons translated, the mail server quoted', async () => {
    const failed = (id: string, error: string) => ({
      id,
      recipient_email: 'jan@acme.example',
      status: 'failed',
      scheduled_at: seconds(NOW - DAY),
      sent_at: null,
      error,
    });
    server.answer = () =>
      HttpResponse.json({
        emails: [
          failed(
            'mail-1',
            'Not sent: the sending limit of 50 e-mails per hour was reached ' +
              '(until 2026-05-19T11:00:00.000Z). Send the invoice again from the editor.',
          ),
          failed('mail-2', 'Gave up after 5 tries'),
          failed('mail-3', '550 5.1.1 Mailbox unavailable'),
        ],
      });
    await openHistory({ language: 'nl' });
    await screen.findByTestId('history-timeline');
    expect(screen.getAllByTestId('history-failure').map((item) => item.textContent)).toEqual([
      'Niet verstuurd: je verzendlimiet was bereikt (tot 19-05-2026 13:00). ' +
        'Verstuur de factuur opnieuw vanuit de editor.',
      'Versturen na 5 pogingen opgegeven',
      'Technische melding: 550 5.1.1 Mailbox unavailable',
    ]);
    expect(screen.getByTestId('history-timeline')).not.toHaveTextContent(/Fout:|Not sent|Gave up/);
  });

  it('closes with Escape and the close button, in Dutch', async () => {
    const { onClose } = await openHistory({ language: 'nl' });
    await screen.findByTestId('history-timeline');
    expect(
      screen.getByRole('dialog', { name: 'Geschiedenis van factuur INV-2026-0042' }),
    ).toBeVisible();
    expect(entries()[0]).toBe('Factuur aangemaakt13-05-2026 12:00');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByText('Sluiten'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  describe('Peppol deliveries', () => {
    const iso = (millis: number) => new Date(millis).toISOString();
    const delivery = (overrides: Record<string, unknown>) => ({
      id: 'd1',
      invoiceId: sent.id,
      recipient: '0208:0123456749',
      status: 'queued',
      reason: null,
      createdAt: iso(NOW - 3 * DAY),
      sentAt: null,
      settledAt: null,
      mayHaveBeenDeliveredTwice: false,
      ...overrides,
    });
    const refused = delivery({
      status: 'refused',
      sentAt: iso(NOW - 3 * DAY + 60_000),
      settledAt: iso(NOW - DAY),
      reason: 'Unknown buyer reference',
    });

    it("lists each delivery's steps among the rest, a refusal with its reason and 'Send by e-mail instead'", async () => {
      server.peppolAnswer = () => HttpResponse.json({ deliveries: [refused] });
      const { onSendByEmail } = await openHistory({
        invoice: { ...sent, peppolStatus: 'refused' },
      });
      await screen.findByTestId('history-timeline');
      expect(entries()).toEqual([
        'Invoice created05/13/2026 12:00 PM',
        'Invoice saved05/15/2026 12:00 PM',
        'Queued for Peppol delivery to 0208:012345674905/17/2026 12:00 PM',
        'Sent via Peppol to 0208:012345674905/17/2026 12:01 PM',
        'Invoice updated05/18/2026 12:00 PM',
        'Peppol delivery to 0208:0123456749 refused05/19/2026 12:00 PM' +
          'Reason: Unknown buyer referenceSend by e-mail instead',
      ]);
      expect(server.peppolAsked).toBe(1);
      fireEvent.click(screen.getByTestId('history-send-email'));
      expect(onSendByEmail).toHaveBeenCalledTimes(1);
    });

    it('offers no e-mail instead once a later delivery got through', async () => {
      server.peppolAnswer = () =>
        HttpResponse.json({
          deliveries: [
            refused,
            delivery({
              id: 'd2',
              status: 'delivered',
              createdAt: iso(NOW - DAY + 60_000),
              sentAt: iso(NOW - DAY + 120_000),
              settledAt: iso(NOW - DAY + 180_000),
            }),
          ],
        });
      await openHistory({ invoice: { ...sent, peppolStatus: 'delivered' } });
      await screen.findByTestId('history-timeline');
      expect(entries().at(-1)).toBe('Delivered via Peppol to 0208:012345674905/19/2026 12:03 PM');
      expect(screen.getByTestId('history-reason')).toHaveTextContent(
        'Reason: Unknown buyer reference',
      );
      expect(screen.queryByTestId('history-send-email')).toBeNull();
    });

    it('says in Dutch why a delivery failed, for an invoice not yet sent', async () => {
      server.peppolAnswer = () =>
        HttpResponse.json({
          deliveries: [
            delivery({ status: 'failed', settledAt: iso(NOW - DAY), reason: 'Timed out' }),
          ],
        });
      const { onSendByEmail } = await openHistory({
        invoice: savedInvoice({ status: 'saved', peppolStatus: 'failed' }),
        language: 'nl',
      });
      await screen.findByTestId('history-timeline');
      expect(entries()).toContain(
        'Verzending via Peppol naar 0208:0123456749 mislukt19-05-2026 12:00' +
          'Reden: Timed outToch per e-mail versturen',
      );
      expect(server.asked).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Toch per e-mail versturen' }));
      expect(onSendByEmail).toHaveBeenCalledTimes(1);
    });

    it('says the history could not be loaded when the deliveries could not', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      server.peppolAnswer = () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Boom' }, { status: 500 });
      await openHistory({ invoice: { ...sent, peppolStatus: 'sent' } });
      expect(await screen.findByTestId('history-error')).toHaveTextContent(
        'Unable to load history',
      );
    });
  });
});
