import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { PDF_URL_LIFETIME_MS } from './email-pdf';
import { API, emailQueue, queuedEmail, serverError } from '../../testing/admin-fixtures';
import { EmailQueuePage, RELOAD_AFTER_SUCCESS_MS } from './EmailQueuePage';

const emails = [
  queuedEmail({ id: 'e1', status: 'planned' }),
  queuedEmail({ id: 'e2', status: 'sent', attempts: 1, sentAt: new Date().toISOString() }),
  queuedEmail({ id: 'e3', status: 'failed', attempts: 3, error: 'SMTP timeout' }),
  queuedEmail({ id: 'e4', status: 'sending', attempts: 1 }),
];

let loads = 0;
/** The query string of every queue request, in order. */
let asked: string[] = [];
const queue = http.get(`${API}/email-queue`, ({ request }) => {
  loads += 1;
  asked.push(new URL(request.url).search);
  return HttpResponse.json(emailQueue(emails));
});
const server = setupServer(queue);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers(queue);
  loads = 0;
  asked = [];
});
afterAll(() => server.close());

const open = () =>
  renderPage(
    <Routes>
      <Route path="/admin/email-queue" element={<EmailQueuePage />} />
    </Routes>,
    '/admin/email-queue',
  );

const row = (id: string) =>
  screen.getAllByTestId('admin-email-row').find((r) => r.getAttribute('data-email-id') === id)!;

/** Lets requests through on a faked clock without moving time on. */
async function settle(until: () => boolean) {
  for (let tick = 0; tick < 200 && !until(); tick += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}

describe('the admin e-mail queue', () => {
  it('shows the counters and a row per record with its status, error and times', async () => {
    await open();
    await screen.findAllByTestId('admin-email-row');
    expect(screen.getByTestId('admin-queue-total')).toHaveTextContent('4');
    expect(screen.getByTestId('admin-queue-planned')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-queue-sent')).toHaveTextContent('1');
    expect(row('e3')).toHaveAttribute('data-status', 'failed');
    expect(row('e3')).toHaveTextContent('Failed');
    expect(row('e3')).toHaveTextContent('SMTP timeout');
    expect(row('e1')).toHaveTextContent('1 hour ago');
    // A state without a text of its own shows as it came.
    expect(row('e4')).toHaveTextContent('sending');
  });

  it('names a credit note as such where an invoice shows its number', async () => {
    server.use(
      http.get(`${API}/email-queue`, () =>
        HttpResponse.json(
          emailQueue([
            queuedEmail({ id: 'c1', invoiceNumber: 'CN-2026-0001', documentType: 'credit_note' }),
            queuedEmail({ id: 'i1', invoiceNumber: 'INV-2026-0007' }),
          ]),
        ),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    expect(row('c1').querySelector('td')).toHaveTextContent(/^Credit note CN-2026-0001$/);
    expect(row('i1').querySelector('td')).toHaveTextContent(/^INV-2026-0007$/);
  });

  it("offers Requeue on failed records only, 'Send Again' on sent ones and nothing while sending", async () => {
    await open();
    await screen.findAllByTestId('admin-email-row');
    expect(within(row('e1')).getByTestId('admin-send')).toHaveTextContent('Send Now');
    expect(within(row('e2')).getByTestId('admin-send')).toHaveTextContent('Send Again');
    expect(within(row('e3')).getByTestId('admin-send')).toHaveTextContent('Send Now');
    expect(within(row('e1')).queryByTestId('admin-requeue')).toBeNull();
    expect(within(row('e2')).queryByTestId('admin-requeue')).toBeNull();
    expect(within(row('e3')).getByTestId('admin-requeue')).toHaveTextContent('Requeue');
    for (const id of ['e1', 'e2', 'e3']) {
      expect(within(row(id)).getByTestId('admin-pdf')).toHaveTextContent('Download PDF');
    }
    expect(within(row('e4')).queryByRole('button')).toBeNull();
  });

  it("reads 'Sending...' while the send is under way, then reports success and reloads after 2 s", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${API}/email-queue/:id/send`, async ({ params }) => {
        await held;
        return HttpResponse.json({
          email: queuedEmail({ id: String(params.id), status: 'sending' }),
        });
      }),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    expect(loads).toBe(1);

    fireEvent.click(within(row('e1')).getByTestId('admin-send'));
    const button = within(row('e1')).getByTestId('admin-send');
    expect(button).toHaveTextContent('Sending...');
    expect(button).toBeDisabled();
    expect(within(row('e1')).getByTestId('admin-pdf')).toBeDisabled();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    release();
    await settle(() => screen.queryByTestId('admin-action-message') !== null);
    const message = screen.getByTestId('admin-action-message');
    expect(message).toHaveTextContent('Email sent successfully');
    expect(message).toHaveAttribute('role', 'status');
    expect(within(row('e1')).getByTestId('admin-send')).toHaveTextContent('Send Now');

    await act(() => jest.advanceTimersByTimeAsync(RELOAD_AFTER_SUCCESS_MS - 1));
    expect(loads).toBe(1);
    expect(screen.getByTestId('admin-action-message')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle(() => loads === 2);
    expect(loads).toBe(2);
    expect(screen.queryByTestId('admin-action-message')).toBeNull();
  });

  it('says when a send fails, and keeps the queue as it is', async () => {
    server.use(
      http.post(`${API}/email-queue/:id/send`, () =>
        HttpResponse.json(
          { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: 'Busy' },
          { status: 409 },
        ),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(within(row('e2')).getByTestId('admin-send'));
    const message = await screen.findByTestId('admin-action-message');
    expect(message).toHaveTextContent('Failed to send email');
    expect(message).toHaveAttribute('role', 'alert');
    expect(within(row('e2')).getByTestId('admin-send')).toBeEnabled();
  });

  it("reads 'Requeuing...' while requeuing, then reports the result", async () => {
    server.use(
      http.post(`${API}/email-queue/:id/requeue`, () =>
        HttpResponse.json({ email: queuedEmail({ id: 'e3', status: 'planned' }) }),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(within(row('e3')).getByTestId('admin-requeue'));
    expect(within(row('e3')).getByTestId('admin-requeue')).toHaveTextContent('Requeuing...');
    expect(await screen.findByTestId('admin-action-message')).toHaveTextContent(
      'Email requeued successfully',
    );
  });

  it('says when a requeue fails', async () => {
    server.use(http.post(`${API}/email-queue/:id/requeue`, serverError));
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(within(row('e3')).getByTestId('admin-requeue'));
    expect(await screen.findByTestId('admin-action-message')).toHaveTextContent(
      'Failed to requeue email',
    );
  });

  it('opens the PDF in a new tab and frees its address after 100 ms', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const created = jest.fn(() => 'blob:pdf-1');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    server.use(
      http.get(`${API}/email-queue/:id/pdf`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(within(row('e2')).getByTestId('admin-pdf'));
    expect(within(row('e2')).getByTestId('admin-pdf')).toHaveTextContent('Loading PDF...');
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf-1', '_blank'));
    expect(revoked).not.toHaveBeenCalled();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:pdf-1'), {
      timeout: PDF_URL_LIFETIME_MS * 10,
    });
    expect(within(row('e2')).getByTestId('admin-pdf')).toHaveTextContent('Download PDF');
    opened.mockRestore();
  });

  it("says so in the page's alert, not the browser's, when the PDF cannot be downloaded", async () => {
    const alerted = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/email-queue/:id/pdf`, serverError));
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(within(row('e1')).getByTestId('admin-pdf'));
    const message = await screen.findByTestId('admin-action-message');
    expect(message).toHaveTextContent('Failed to download PDF');
    expect(message).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(within(row('e1')).getByTestId('admin-pdf')).toBeEnabled());
    expect(alerted).not.toHaveBeenCalled();
    alerted.mockRestore();
    logged.mockRestore();
  });

  it('shows the load error in red in place of the table', async () => {
    server.use(http.get(`${API}/email-queue`, serverError));
    await open();
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Failed to fetch email queue',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reloads on Refresh', async () => {
    await open();
    await screen.findAllByTestId('admin-email-row');
    fireEvent.click(screen.getByTestId('admin-refresh'));
    await waitFor(() => expect(loads).toBe(2));
  });
  it("counts the whole queue, '1,000+' past the cap, and appends the next 100 on 'Load more'", async () => {
    const page = (ids: string[], more: boolean) =>
      emailQueue(
        ids.map((id) => queuedEmail({ id, status: 'sent' })),
        {
          total: 1000,
          totalCapped: true,
          hasMore: more,
          nextCursor: more ? 'after-e2' : null,
          stats: {
            planned: { total: 37, totalCapped: false },
            sent: { total: 1000, totalCapped: true },
          },
        },
      );
    server.use(
      http.get(`${API}/email-queue`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(
          url.searchParams.has('cursor') ? page(['e3'], false) : page(['e1', 'e2'], true),
        );
      }),
    );
    await open();
    await screen.findAllByTestId('admin-email-row');
    expect(screen.getByTestId('admin-queue-total')).toHaveTextContent('1,000+');
    expect(screen.getByTestId('admin-queue-planned')).toHaveTextContent(/^37$/);
    expect(screen.getByTestId('admin-queue-sent')).toHaveTextContent('1,000+');
    expect(screen.getByTestId('admin-queue-count')).toHaveTextContent('2 of 1,000+ emails');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-email-row')).toHaveLength(3));
    expect(asked).toEqual(['?limit=100', '?cursor=after-e2&limit=100']);
    expect(screen.queryByTestId('admin-load-more')).toBeNull();

    // Refresh starts again from the newest.
    fireEvent.click(screen.getByTestId('admin-refresh'));
    await waitFor(() => expect(screen.getAllByTestId('admin-email-row')).toHaveLength(2));
    expect(asked.at(-1)).toBe('?limit=100');
  });

  it('keeps the records shown when the next page fails, and says so in Dutch too', async () => {
    server.use(
      http.get(`${API}/email-queue`, ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? serverError()
          : HttpResponse.json(
              emailQueue(emails, {
                total: 1000,
                totalCapped: true,
                hasMore: true,
                nextCursor: 'next',
                stats: {
                  planned: { total: 1000, totalCapped: true },
                  sent: { total: 1234, totalCapped: false },
                },
              }),
            ),
      ),
    );
    await renderPage(
      <Routes>
        <Route path="/nl/admin/email-queue" element={<EmailQueuePage />} />
      </Routes>,
      '/nl/admin/email-queue',
    );
    await screen.findAllByTestId('admin-email-row');
    expect(screen.getByTestId('admin-queue-total')).toHaveTextContent('1.000+');
    expect(screen.getByTestId('admin-queue-sent')).toHaveTextContent('1.234');
    expect(screen.getByTestId('admin-queue-count')).toHaveTextContent('4 van 1.000+ e-mails');
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByTestId('admin-error')).toHaveTextContent(
      'Meer e-mails laden mislukt',
    );
    expect(screen.getAllByTestId('admin-email-row')).toHaveLength(4);
  });
});
