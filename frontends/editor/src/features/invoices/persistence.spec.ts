import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createAppStore } from '@app/platform';
import { selectEditor } from '../../store';
import { editorActions } from './editor-commands';
import type { EditorState, PersistedEditorState } from './editor-state';
import {
  createEditorStorage,
  LOCAL_SAVE_DEBOUNCE_MS,
  normaliseEditorState,
  selectPersistedState,
  startEditorPersistence,
  STORAGE_KEY,
} from './persistence';

/** The stored part and this tab's editor state, seen together. */
const editorOf = (
  store: ReturnType<typeof createAppStore>,
): EditorState & PersistedEditorState => ({
  ...selectEditor(store.getState()),
  ...selectPersistedState(store.getState()),
});

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
    version: number;
    state: {
      invoices: Array<{ invoiceNumber: string }>;
      settings: { latestInvoiceNumber: number };
    };
  } | null;

describe('editor persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts a first visit in the interface language and writes nothing until a change', () => {
    const store = createAppStore();
    const stop = startEditorPersistence(store, 'en');
    expect(editorOf(store).loaded).toBe(true);
    expect(editorOf(store).settings.invoiceLanguage).toBe('en');
    jest.advanceTimersByTime(1000);
    expect(stored()).toBeNull();
    stop();
  });

  it('writes version 3 after a 300 ms pause and reads it back in a new page', () => {
    const store = createAppStore();
    const stop = startEditorPersistence(store, 'en');
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Acme' }));
    store.dispatch(editorActions.saved());
    jest.advanceTimersByTime(LOCAL_SAVE_DEBOUNCE_MS - 1);
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(stored()?.version).toBe(3);
    expect(stored()?.state.settings.latestInvoiceNumber).toBe(300);
    stop();

    const reloaded = createAppStore();
    const stopAgain = startEditorPersistence(reloaded, 'nl');
    expect(editorOf(reloaded).invoices[0]?.recipient.company).toBe('Acme');
    expect(editorOf(reloaded).settings.invoiceLanguage).toBe('en');
    stopAgain();
  });

  it('takes over what another tab stored', () => {
    const store = createAppStore();
    const stop = startEditorPersistence(store, 'en');
    const other = createAppStore();
    other.dispatch(editorActions.firstVisit('en'));
    other.dispatch(
      editorActions.recipientChanged({ field: 'company', value: 'From the other tab' }),
    );
    other.dispatch(editorActions.saved());
    const newValue = createEditorStorage().serialise(selectPersistedState(other.getState()));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue }));
    expect(editorOf(store).invoices[0]?.recipient.company).toBe('From the other tab');
    expect(editorOf(store).settings.latestInvoiceNumber).toBe(300);
    stop();
  });

  it('migrates a version 1 list of invoices, repairing every field', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: [
          {
            id: 'old-1',
            invoiceNumber: 'INV-2025-0310',
            date: '2025-04-01',
            status: 'saved',
            paymentStatus: 'bogus',
            items: [{ id: 'i1', description: 'Old work', quantity: 2, price: 12.5, vatRate: 21 }],
            discount: { type: 'weird', value: '5' },
            total: 1,
          },
          { invoiceNumber: '', items: [], notes: 'half written' },
        ],
      }),
    );
    const state = createEditorStorage().load();
    expect(state?.invoices).toHaveLength(1);
    const [invoice] = state?.invoices ?? [];
    expect(invoice).toMatchObject({
      id: 'old-1',
      paymentStatus: 'unpaid',
      discount: { type: 'none', value: '0' },
      total: 3025,
    });
    expect(invoice?.items[0]).toMatchObject({ quantity: '2', price: '12,50', vatRate: '21' });
    expect(state?.draft.notes).toBe('half written');
    expect(state?.draftEdited).toBe(true);
  });

  it('normalises rubbish into a usable state', () => {
    const state = normaliseEditorState({
      settings: { country: 'XX', latestInvoiceNumber: -4 },
      invoices: 'no',
    });
    expect(state.settings.country).toBe('NL');
    expect(state.settings.latestInvoiceNumber).toBe(0);
    expect(state.invoices).toEqual([]);
    expect(state.draft.status).toBe('concept');
  });
});
