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
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createEmptyInvoice, type Invoice, type ScheduleDraft } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { createAppStore, setAccessToken, type AppStore } from '@app/platform';
import { selectEditor, selectSavedInvoice, selectSync } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { CLOUD_SAVE_DEBOUNCE_MS, startCloudSync } from './cloud-sync';
import { signedInAs } from '../../testing/session';

const API = 'http://localhost/api';
const settings = { ...clientSettingsFor('en'), latestInvoiceNumber: 301 };

const draft: ScheduleDraft = {
  id: 'sch-draft-abcdefghijklm',
  type: 'monthly',
  dayOfMonth: 31,
  startDate: '2026-12-01',
  endDate: '2027-12-31',
  active: true,
};

const storedInvoice = (invoice: Invoice) => ({
  ...invoice,
  total: 0,
  paymentLinks: [],
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});

let cloudInvoices: Array<ReturnType<typeof storedInvoice>> = [];
let invoiceBodies: Array<Record<string, unknown>> = [];
let scheduleBodies: Array<Record<string, unknown>> = [];
let scheduleAnswer: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json(
    {
      ...body,
      nextInvoiceDate: '2026-12-31',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    },
    { status: 201 },
  );

const server = setupServer(
  http.get(`${API}/user/settings`, () =>
    HttpResponse.json({ settings: { ...settings, logo: null }, savedAt: '2026-11-01T10:00:00Z' }),
  ),
  // Saving remembers defaults in the settings, which are sent too.
  http.put(`${API}/user/settings`, async ({ request }) => {
    const body = (await request.json()) as { settings: unknown };
    return HttpResponse.json({ settings: body.settings, savedAt: '2026-11-24T10:00:00.000Z' });
  }),
  http.get(`${API}/invoices`, () =>
    HttpResponse.json({
      invoices: cloudInvoices,
      total: cloudInvoices.length,
      page: 1,
      limit: 200,
      hasMore: false,
    }),
  ),
  http.post(`${API}/invoices`, async ({ request }) => {
    const { invoice } = (await request.json()) as { invoice: Invoice };
    invoiceBodies.push(invoice as Record<string, unknown>);
    cloudInvoices.push(storedInvoice(invoice));
    return HttpResponse.json(storedInvoice(invoice), { status: 201 });
  }),
  http.put(`${API}/invoices/:id`, async ({ request }) => {
    const { invoice } = (await request.json()) as { invoice: Invoice };
    invoiceBodies.push(invoice as Record<string, unknown>);
    return HttpResponse.json(storedInvoice(invoice));
  }),
  http.post(`${API}/schedules`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    scheduleBodies.push(body);
    return scheduleAnswer(body);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  cloudInvoices = [];
  invoiceBodies = [];
  scheduleBodies = [];
});
const running: Array<() => void> = [];
const answerCreated = scheduleAnswer;
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  scheduleAnswer = answerCreated;
  server.resetHandlers();
  setAccessToken(null);
  jest.restoreAllMocks();
});

/** A signed-in page with the cloud sync running, done with its sign-in sync. */
async function signedInPage(invoices: Invoice[] = []): Promise<AppStore> {
  const store = createAppStore();
  store.dispatch(
    editorActions.hydrated({
      settings,
      invoices,
      draft: createEmptyInvoice(settings, '2026-11-24'),
      draftEdited: false,
    }),
  );
  running.push(startCloudSync(store));
  setAccessToken('token');
  store.dispatch(signedInAs());
  await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
  return store;
}

/** Sets the schedule on the working draft, then saves it; returns the saved invoice's id. */
function saveConceptWithSchedule(store: AppStore): string {
  store.dispatch(editorActions.scheduleDraftChanged({ id: null, draft }));
  store.dispatch(editorActions.saved());
  return selectEditor(store.getState()).currentId ?? '';
}

const invoiceOf = (store: AppStore, id: string) => selectSavedInvoice(store.getState(), id);

describe('the schedule of a concept, after its save', () => {
  it('is created once the server has the invoice, with the draft id and the invoice as template', async () => {
    const store = await signedInPage();
    const id = saveConceptWithSchedule(store);

    await waitFor(() => expect(invoiceOf(store, id)?.scheduleId).toBe(draft.id));
    expect(scheduleBodies).toEqual([
      {
        id: draft.id,
        templateInvoiceId: id,
        type: 'monthly',
        dayOfMonth: 31,
        startDate: '2026-12-01',
        endDate: '2027-12-31',
        active: true,
      },
    ]);
    expect(invoiceOf(store, id)?.synced).toBe(true);
    expect(invoiceOf(store, id)?.scheduleData).toBeUndefined();
    // The invoice went up without the browser's draft, and the link is not sent back as an edit.
    expect(invoiceBodies).toHaveLength(1);
    expect(invoiceBodies[0]).not.toHaveProperty('scheduleData');
    await new Promise((resolve) => setTimeout(resolve, CLOUD_SAVE_DEBOUNCE_MS + 100));
    expect(invoiceBodies).toHaveLength(1);
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));
    expect(invoiceBodies).toHaveLength(1);
  });

  it('stays a draft when the create fails, and is created with the same id at the next sync of the invoice', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    scheduleAnswer = () =>
      HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
    const store = await signedInPage();
    const id = saveConceptWithSchedule(store);

    await waitFor(() => expect(scheduleBodies).toHaveLength(1));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Creating the schedule after the save failed',
        expect.anything(),
      ),
    );
    expect(invoiceOf(store, id)).toMatchObject({ scheduleData: draft });
    expect(invoiceOf(store, id)?.scheduleId).toBeUndefined();

    scheduleAnswer = answerCreated;
    store.dispatch(
      editorActions.paymentStatusSet({ id, status: 'paid', now: '2026-11-24T12:00:00.000Z' }),
    );
    // The edit is sent after the autosave pause; its answer is the next sync of the invoice.
    await waitFor(() => expect(invoiceOf(store, id)?.scheduleId).toBe(draft.id), {
      timeout: 3000,
    });
    expect(scheduleBodies.map((body) => [body.id, body.templateInvoiceId])).toEqual([
      [draft.id, id],
      [draft.id, id],
    ]);
    // The edit carried neither the draft nor a schedule link: those are the schedule calls'.
    expect(invoiceBodies[1]).toMatchObject({ paymentStatus: 'paid' });
    expect(invoiceBodies[1]).not.toHaveProperty('scheduleData');
    expect(invoiceBodies[1]).not.toHaveProperty('scheduleId');
  });

  it('is created after the sign-in sync for an invoice stored with a draft (a reload)', async () => {
    const empty = createEmptyInvoice(settings, '2026-11-24');
    const saved: Invoice = {
      ...empty,
      id: 'inv-0300-abcdefghijkl',
      invoiceNumber: 'INV-2026-0300',
      status: 'saved',
      synced: true,
    };
    cloudInvoices = [storedInvoice(saved)];
    const store = await signedInPage([{ ...saved, scheduleData: draft }]);

    await waitFor(() => expect(invoiceOf(store, saved.id ?? '')?.scheduleId).toBe(draft.id));
    expect(scheduleBodies).toEqual([
      expect.objectContaining({ id: draft.id, templateInvoiceId: saved.id }),
    ]);
    expect(invoiceOf(store, saved.id ?? '')?.scheduleData).toBeUndefined();
  });

  it('follows a change of the draft made while the create was on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const updates: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${API}/schedules`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        scheduleBodies.push(body);
        await held;
        return answerCreated(body);
      }),
      http.put(`${API}/schedules/:id`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return answerCreated({ ...body, id: draft.id });
      }),
    );
    const store = await signedInPage();
    const id = saveConceptWithSchedule(store);
    await waitFor(() => expect(scheduleBodies).toHaveLength(1));

    store.dispatch(
      editorActions.scheduleDraftChanged({
        id,
        draft: { ...draft, type: 'yearly', active: false },
      }),
    );
    release();
    await waitFor(() => expect(invoiceOf(store, id)?.scheduleId).toBe(draft.id));
    expect(updates).toEqual([
      {
        type: 'yearly',
        dayOfMonth: 31,
        startDate: '2026-12-01',
        endDate: '2027-12-31',
        active: false,
      },
    ]);
    expect(scheduleBodies).toHaveLength(1);
  });
});
