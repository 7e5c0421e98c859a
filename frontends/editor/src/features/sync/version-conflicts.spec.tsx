import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createEmptyInvoice, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor, type Settings } from '@app/contracts/settings';
import { createAppStore, i18n, setAccessToken, setLanguage, type AppStore } from '@app/platform';
import { selectSavedInvoice, selectSettings, selectSync } from '../../store';
import { invoiceEdited } from '../invoices/editor-actions';
import { editorActions } from '../invoices/editor-commands';
import { invoiceEditActions } from '../invoices/invoice-edits';
import { settingsSlice } from '../settings/settingsSlice';
import { startCloudSync } from './cloud-sync';
import { createQueueStorage, memoryQueueRecord } from './queue-storage';
import { SyncStatus } from './SyncStatus';
import { syncActions } from './syncSlice';
import { signedInAs } from '../../testing/session';

const API = 'http://localhost/api';
const ID = 'inv-0001-abcdefghij';
const settings: Settings = { ...clientSettingsFor('en'), latestInvoiceNumber: 1 };

const invoice = (changes: Partial<Invoice> = {}): Invoice => {
  const empty = createEmptyInvoice(settings, '2026-11-10');
  return {
    ...empty,
    id: ID,
    invoiceNumber: 'INV-2026-0001',
    status: 'saved',
    notes: 'First notes',
    recipient: { ...empty.recipient, company: 'Bakkerij Jansen', isPlaceholder: {} },
    isPlaceholder: {},
    ...changes,
  };
};

/** The fake server: one invoice and the settings, each with a version, honouring If-Match. */
let cloud: { invoice: Invoice & { version: number }; settings: Settings; settingsVersion: number };
/** Every PUT as `<what> If-Match <tag>` (`-` without one). */
let puts: string[];

const answer = (stored: Invoice & { version: number }) => ({
  ...stored,
  total: 0,
  paymentLinks: [],
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});
const settingsAnswer = () => ({
  settings: { ...cloud.settings, logo: null },
  savedAt: '2026-11-01T10:00:00.000Z',
  version: cloud.settingsVersion,
});
const conflict = (current: unknown) =>
  HttpResponse.json(
    { statusCode: 412, code: 'VERSION_CONFLICT', message: 'changed', current },
    { status: 412 },
  );

const server = setupServer(
  http.get(`${API}/user/settings`, () => HttpResponse.json(settingsAnswer())),
  http.put(`${API}/user/settings`, async ({ request }) => {
    const ifMatch = request.headers.get('If-Match');
    puts.push(`settings If-Match ${ifMatch ?? '-'}`);
    if (ifMatch !== null && ifMatch !== `"${cloud.settingsVersion}"`)
      return conflict(settingsAnswer());
    const { settings: sent } = (await request.json()) as { settings: Settings };
    cloud.settings = { ...cloud.settings, ...sent };
    cloud.settingsVersion += 1;
    return HttpResponse.json(settingsAnswer());
  }),
  http.get(`${API}/invoices`, () =>
    HttpResponse.json({
      invoices: [answer(cloud.invoice)],
      total: 1,
      page: 1,
      limit: 200,
      hasMore: false,
      totalCapped: false,
      nextCursor: null,
    }),
  ),
  http.put(`${API}/invoices/:id`, async ({ request }) => {
    const ifMatch = request.headers.get('If-Match');
    puts.push(`invoice If-Match ${ifMatch ?? '-'}`);
    if (ifMatch !== null && ifMatch !== `"${cloud.invoice.version}"`)
      return conflict(answer(cloud.invoice));
    const { invoice: sent } = (await request.json()) as { invoice: Invoice };
    cloud.invoice = {
      ...sent,
      status: cloud.invoice.status === 'sent' ? 'sent' : sent.status,
      version: cloud.invoice.version + 1,
    };
    return HttpResponse.json(answer(cloud.invoice));
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  queueRecord = memoryQueueRecord();
  await setLanguage('en');
  puts = [];
  cloud = { invoice: { ...invoice(), version: 1 }, settings, settingsVersion: 1 };
});
/** The page's stored sync queue (the browser's database in the app). */
let queueRecord = memoryQueueRecord();
const running: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  setAccessToken(null);
});

/** A signed-in page holding the invoice at version 1, in step with the cloud. */
async function signedInPage(): Promise<AppStore> {
  const store = createAppStore();
  store.dispatch(
    editorActions.hydrated({
      settings,
      invoices: [{ ...invoice(), version: 1, synced: true }],
      draft: createEmptyInvoice(settings, '2026-11-24'),
      draftEdited: false,
    }),
  );
  running.push(startCloudSync(store, createQueueStorage(queueRecord)));
  setAccessToken('token');
  store.dispatch(signedInAs());
  await waitFor(() => expect(selectSync(store.getState()).status).toBe('idle'));
  return store;
}

const editNotes = (store: AppStore, notes: string) =>
  store.dispatch(invoiceEdited({ id: ID, edit: invoiceEditActions.notesChanged(notes) }));
const local = (store: AppStore) => selectSavedInvoice(store.getState(), ID)!;
/** Another device saved the invoice meanwhile. */
const changedElsewhere = (changes: Partial<Invoice>) => {
  cloud.invoice = { ...cloud.invoice, ...changes, version: cloud.invoice.version + 1 };
};

describe('the version an edit was made on', () => {
  it('goes as If-Match with every change, and the answered version is the next one’s', async () => {
    const store = await signedInPage();
    editNotes(store, 'Second notes');
    await waitFor(() => expect(local(store)).toMatchObject({ version: 2, synced: true }));
    editNotes(store, 'Third notes');
    await waitFor(() => expect(local(store)).toMatchObject({ version: 3, synced: true }));
    expect(puts).toEqual(['invoice If-Match "1"', 'invoice If-Match "2"']);
    expect(cloud.invoice.notes).toBe('Third notes');
  });

  it('is stored with a queued change, so an offline replay after a reload sends it too', async () => {
    queueRecord.save({
      ownerId: 'user-1',
      settingsVersion: 1,
      queue: [
        {
          id: 'queued-1',
          type: 'update',
          endpoint: `/api/invoices/${ID}`,
          data: { ...invoice({ notes: 'Written offline' }), version: 1 },
          retryCount: 0,
          baseVersion: 1,
        },
      ],
    });
    changedElsewhere({ notes: 'Changed on the laptop' });
    const store = await signedInPage();
    await waitFor(() => expect(selectSync(store.getState()).conflict).not.toBeNull());
    expect(puts).toEqual(['invoice If-Match "1"']);
    // Nothing was overwritten on either side: the server keeps the laptop's notes for now.
    expect(cloud.invoice.notes).toBe('Changed on the laptop');
    expect(selectSync(store.getState()).queue).toHaveLength(1);
  });
});

describe('a 412 after another device changed the invoice', () => {
  it('waits for the user, who keeps theirs: sent again on the other version', async () => {
    const store = await signedInPage();
    changedElsewhere({ notes: 'From the phone' });
    editNotes(store, 'From the laptop');
    await waitFor(() => expect(selectSync(store.getState()).conflict).not.toBeNull());
    expect(selectSync(store.getState())).toMatchObject({ conflictOpen: true, busyId: null });
    expect(cloud.invoice.notes).toBe('From the phone');

    store.dispatch(syncActions.conflictSettled('keepMine'));
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));
    expect(puts).toEqual(['invoice If-Match "1"', 'invoice If-Match "2"']);
    expect(cloud.invoice).toMatchObject({ notes: 'From the laptop', version: 3 });
    expect(local(store)).toMatchObject({ notes: 'From the laptop', version: 3, synced: true });
    expect(selectSync(store.getState()).conflict).toBeNull();
  });

  it('or takes the other version: the local copy becomes it and nothing more is sent', async () => {
    const store = await signedInPage();
    changedElsewhere({ notes: 'From the phone' });
    editNotes(store, 'From the laptop');
    await waitFor(() => expect(selectSync(store.getState()).conflict).not.toBeNull());

    store.dispatch(syncActions.conflictSettled('takeTheirs'));
    await waitFor(() => expect(selectSync(store.getState()).conflict).toBeNull());
    expect(selectSync(store.getState()).queue).toEqual([]);
    expect(local(store)).toMatchObject({ notes: 'From the phone', version: 2, synced: true });
    expect(puts).toEqual(['invoice If-Match "1"']);
  });

  it('does not ask when only the server changed what it owns (sent, overdue)', async () => {
    const store = await signedInPage();
    changedElsewhere({ status: 'sent', paymentStatus: 'overdue' });
    store.dispatch(
      editorActions.paymentStatusSet({ id: ID, status: 'paid', now: '2026-11-24T12:00:00.000Z' }),
    );
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual(['invoice If-Match "1"', 'invoice If-Match "2"']);
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));
    expect(selectSync(store.getState()).conflict).toBeNull();
    expect(cloud.invoice).toMatchObject({ status: 'sent', paymentStatus: 'paid', version: 3 });
  });
});

describe('a 412 of the settings', () => {
  it('asks too, and keeping this browser’s sends it on the other version', async () => {
    const store = await signedInPage();
    cloud.settings = { ...cloud.settings, defaultNotes: 'Changed on the phone' };
    cloud.settingsVersion = 2;
    store.dispatch(settingsSlice.actions.settingsChanged({ country: 'BE' }));
    await waitFor(() => expect(selectSync(store.getState()).conflict).not.toBeNull());
    expect(puts).toEqual(['settings If-Match "1"']);

    store.dispatch(syncActions.conflictSettled('keepMine'));
    await waitFor(() => expect(selectSync(store.getState()).queue).toEqual([]));
    expect(puts).toEqual(['settings If-Match "1"', 'settings If-Match "2"']);
    expect(cloud.settings.country).toBe('BE');
    expect(selectSync(store.getState()).settingsVersion).toBe(3);
    expect(selectSettings(store.getState()).country).toBe('BE');
  });
});

describe('the conflict dialog', () => {
  const renderStatus = (store: AppStore, language: string) =>
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[language === 'nl' ? '/nl/' : '/']}>
            <SyncStatus />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );

  it.each([
    ['en', 'This device', 'Other version', 'Keep my version', 'Use the other version'],
    ['nl', 'Dit apparaat', 'Andere versie', 'Mijn versie bewaren', 'De andere versie gebruiken'],
  ])(
    'shows both versions of what differs and lets the user choose (%s), by keyboard too',
    async (language, mineLabel, theirsLabel, keep, take) => {
      await setLanguage(language as 'en' | 'nl');
      const store = await signedInPage();
      changedElsewhere({ notes: 'From the phone' });
      editNotes(store, 'From the laptop');
      renderStatus(store, language);
      const dialog = await screen.findByTestId('conflict-dialog');
      const notes = within(dialog)
        .getAllByRole('row')
        .find((row) => row.getAttribute('data-field') === 'notes')!;
      expect(within(notes).getByTestId('conflict-mine').textContent).toBe('From the laptop');
      expect(within(notes).getByTestId('conflict-theirs').textContent).toBe('From the phone');
      expect(within(dialog).getByRole('columnheader', { name: mineLabel })).toBeTruthy();
      expect(within(dialog).getByRole('columnheader', { name: theirsLabel })).toBeTruthy();
      // Only what differs is listed.
      expect(dialog.querySelector('[data-field="recipient"]')).toBeNull();
      // Focus starts inside the dialog (and stays there: the platform Modal); both choices are
      // buttons, reached with Tab and pressed with Enter or Space.
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(within(dialog).getByRole('button', { name: keep })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: take })).toBeTruthy();

      // Escape postpones: the change still waits, and the note offers the choice again.
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByTestId('conflict-dialog')).toBeNull();
      expect(cloud.invoice.notes).toBe('From the phone');
      const note = screen.getByTestId('sync-conflict');
      fireEvent.click(within(note).getByRole('button'));
      const again = await screen.findByTestId('conflict-dialog');

      act(() => within(again).getByRole('button', { name: keep }).focus());
      expect(document.activeElement?.textContent).toBe(keep);
      fireEvent.click(within(again).getByRole('button', { name: keep }));
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull());
      await waitFor(() => expect(cloud.invoice.notes).toBe('From the laptop'));
    },
  );
});
