import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createEmptyInvoice, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { createAppStore, sessionActions, setAccessToken } from '@app/platform';
import { selectSavedInvoices, selectSettings, selectSync } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { CLOUD_SAVE_DEBOUNCE_MS, startCloudSync } from './cloud-sync';
import { createQueueStorage, memoryQueueRecord } from './queue-storage';
import { signedInAs } from '../../testing/session';

const API = 'http://localhost/api';
const settings = { ...clientSettingsFor('en'), latestInvoiceNumber: 301 };

const invoice = (id: string, invoiceNumber: string, company: string): Invoice => {
  const empty = createEmptyInvoice(settings, '2026-11-10');
  return {
    ...empty,
    id,
    invoiceNumber,
    status: 'saved',
    recipient: { ...empty.recipient, company, isPlaceholder: {} },
  };
};

/** What the fake account holds and what the browser sent it. */
let cloud: { invoices: Array<Invoice & { total: number }>; latest: number; savedAt: string | null };
let received: { bulk: string[]; creates: string[]; settings: number[]; updates: string[] };

const stored = (value: Invoice, number = value.invoiceNumber) => ({
  ...value,
  invoiceNumber: number,
  total: 0,
  paymentLinks: [],
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});

const server = setupServer(
  http.get(`${API}/user/settings`, () =>
    HttpResponse.json({
      settings: { ...settings, latestInvoiceNumber: cloud.latest, logo: null },
      savedAt: cloud.savedAt,
    }),
  ),
  http.put(`${API}/user/settings`, async ({ request }) => {
    const body = (await request.json()) as { settings: { latestInvoiceNumber: number } };
    received.settings.push(body.settings.latestInvoiceNumber);
    return HttpResponse.json({ settings: body.settings, savedAt: '2026-11-24T10:00:00.000Z' });
  }),
  http.get(`${API}/invoices`, () =>
    HttpResponse.json({
      invoices: cloud.invoices,
      total: cloud.invoices.length,
      page: 1,
      limit: 200,
      hasMore: false,
    }),
  ),
  http.post(`${API}/invoices/bulk`, async ({ request }) => {
    const { invoices } = (await request.json()) as { invoices: Invoice[] };
    received.bulk.push(...invoices.map((sent) => sent.invoiceNumber));
    const taken = new Set(cloud.invoices.map((kept) => kept.invoiceNumber));
    const created = invoices
      .filter((sent) => !taken.has(sent.invoiceNumber))
      .map((sent) => stored(sent));
    cloud.invoices.push(...created);
    const errors = invoices.flatMap((sent, index) =>
      taken.has(sent.invoiceNumber)
        ? [{ index, id: sent.id, code: 'INVOICE_NUMBER_TAKEN', message: 'taken' }]
        : [],
    );
    return HttpResponse.json({ created, errors });
  }),
  http.post(`${API}/invoices`, async ({ request }) => {
    const { invoice: sent } = (await request.json()) as { invoice: Invoice };
    received.creates.push(sent.invoiceNumber);
    if (cloud.invoices.some((kept) => kept.invoiceNumber === sent.invoiceNumber))
      return HttpResponse.json({ code: 'INVOICE_NUMBER_TAKEN', message: 'taken' }, { status: 409 });
    cloud.latest += 1;
    const saved = stored(sent, sent.invoiceNumber || `INV-2026-0${cloud.latest}`);
    cloud.invoices.push(saved);
    return HttpResponse.json(saved, { status: 201 });
  }),
  http.put(`${API}/invoices/:id`, async ({ request, params }) => {
    const { invoice: sent } = (await request.json()) as { invoice: Invoice };
    received.updates.push(`${String(params.id)} ${sent.status}`);
    return HttpResponse.json(stored(sent));
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  queueRecord = memoryQueueRecord();
  received = { bulk: [], creates: [], settings: [], updates: [] };
  cloud = {
    invoices: [
      {
        ...stored(invoice('cloud-0301-abcdefgh', 'INV-2026-0301', 'From Cloud')),
        paymentStatus: 'paid',
      },
    ],
    latest: 305,
    savedAt: '2026-11-01T10:00:00.000Z',
  };
});
/** The page's stored sync queue (the browser's database in the app). */
let queueRecord = memoryQueueRecord();
const running: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  setAccessToken(null);
});

/** A page whose browser wrote two invoices signed out, then signs in. */
function signedOutBrowserSigningIn() {
  const store = createAppStore();
  store.dispatch(
    editorActions.hydrated({
      settings,
      invoices: [
        invoice('local-0300-abcdefgh', 'INV-2026-0300', 'Written Offline'),
        invoice('local-0301-abcdefgh', 'INV-2026-0301', 'Same Number Elsewhere'),
      ],
      draft: createEmptyInvoice(settings, '2026-11-24'),
      draftEdited: false,
    }),
  );
  running.push(startCloudSync(store, createQueueStorage(queueRecord)));
  setAccessToken('token');
  store.dispatch(signedInAs());
  return store;
}

describe('the sign-in sync', () => {
  it('uploads what the browser wrote, renumbers a number the account used, and merges the lists', async () => {
    const store = signedOutBrowserSigningIn();
    await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));

    expect(received.bulk).toEqual(['INV-2026-0300', 'INV-2026-0301']);
    // The taken number is sent again without a number: the server gives the next one.
    expect(received.creates).toEqual(['']);
    const list = selectSavedInvoices(store.getState()).map((kept) => [
      kept.recipient.company,
      kept.invoiceNumber,
      kept.paymentStatus,
      kept.synced,
    ]);
    expect(list).toEqual(
      expect.arrayContaining([
        ['From Cloud', 'INV-2026-0301', 'paid', true],
        ['Written Offline', 'INV-2026-0300', 'unpaid', true],
        ['Same Number Elsewhere', 'INV-2026-0306', 'unpaid', true],
      ]),
    );
    expect(list).toHaveLength(3);
    // The account's settings apply, with the larger counter.
    expect(selectSettings(store.getState()).latestInvoiceNumber).toBe(305);
  });

  it("gives an account without settings this browser's, and forgets everything on sign-out", async () => {
    cloud.savedAt = null;
    cloud.latest = 0;
    const store = signedOutBrowserSigningIn();
    await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
    await waitFor(() => expect(received.settings).toEqual([301]));

    queueRecord.save({ ownerId: 'user-1', queue: [] });
    store.dispatch(sessionActions.signedOut());
    store.dispatch(sessionActions.userSignedOut());
    expect(selectSavedInvoices(store.getState())).toEqual([]);
    expect(selectSettings(store.getState()).latestInvoiceNumber).toBe(0);
    expect(queueRecord.load()).toBeNull();
  });

  it("never uploads another account's data left by a session that expired without a sign-out", async () => {
    queueRecord.save({ ownerId: 'user-0', queue: [] });
    const store = signedOutBrowserSigningIn();
    await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
    expect(received.bulk).toEqual([]);
    expect(selectSavedInvoices(store.getState()).map((kept) => kept.recipient.company)).toEqual([
      'From Cloud',
    ]);
  });
});

describe('a sent invoice', () => {
  it('is marked sent in the browser without being sent back to the server as an edit', async () => {
    const store = signedOutBrowserSigningIn();
    await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));

    store.dispatch(editorActions.invoiceSent('local-0300-abcdefgh'));
    const sent = selectSavedInvoices(store.getState()).find(
      (kept) => kept.id === 'local-0300-abcdefgh',
    );
    expect(sent).toMatchObject({ status: 'sent', synced: true });
    await new Promise((resolve) => setTimeout(resolve, CLOUD_SAVE_DEBOUNCE_MS + 100));
    expect(selectSync(store.getState()).queue).toEqual([]);
    expect(received.updates).toEqual([]);

    // A later edit of it carries the sent status.
    store.dispatch(
      editorActions.paymentStatusSet({
        id: 'local-0300-abcdefgh',
        status: 'paid',
        now: '2026-11-24T12:00:00.000Z',
      }),
    );
    await waitFor(() => expect(received.updates).toEqual(['local-0300-abcdefgh sent']));
  });
});
