import { isRecord, textOf } from '@app/contracts/common';
import { generateId, normaliseInvoice, type Invoice, type Language } from '@app/contracts/invoice';
import {
  clientDefaultSettings,
  clientSettingsFor,
  normaliseSettings,
} from '@app/contracts/settings';
import {
  createVersionedStorage,
  debounce,
  type Migration,
  type VersionedStorage,
} from '@app/platform';
import {
  addAppListener,
  selectEditor,
  selectInvoicesState,
  selectSavedInvoices,
  selectSettings,
  type AppStore,
  type RootState,
} from '../../store';
import { localDataCleared } from './editor-actions';
import { editorActions } from './editor-commands';
import { freshDraft, type PersistedEditorState } from './editor-state';
import { today } from './today';

/** The editor's key in localStorage and its schema version (docs/editor.md: version 3). */
export const STORAGE_KEY = 'invoicing.editor';
export const STORAGE_VERSION = 3;
/** Spec §9: local saving is debounced 300 ms. */
export const LOCAL_SAVE_DEBOUNCE_MS = 300;

/**
 * How long a number field waits after a keystroke before storing what is typed, so a line's
 * amount and the totals follow the typing (issue 20); the spec gives no figure for this one.
 */
export const LIVE_AMOUNT_DEBOUNCE_MS = 250;

/**
 * Migrations. Version 1 was a bare list of invoices (numbers possibly typed as JS numbers);
 * version 2 wrapped it with the settings (`{ invoices, settings }`); version 3 adds the working
 * draft. Every read ends in `normaliseEditorState`, which repairs each invoice field by field.
 */
export const editorMigrations: Record<number, Migration> = {
  0: (state) => (Array.isArray(state) ? state : isRecord(state) ? state : []),
  1: (state) => (Array.isArray(state) ? { invoices: state, settings: {} } : state),
  2: (state) => {
    const raw = isRecord(state) ? state : {};
    const invoices = Array.isArray(raw.invoices) ? raw.invoices : [];
    // v2 kept the working draft in the list as the entry without a number.
    const draft = invoices.find((i) => isRecord(i) && textOf(i.invoiceNumber).trim() === '');
    return {
      ...raw,
      invoices: invoices.filter((i) => i !== draft),
      draft: draft ?? null,
      draftEdited: draft !== undefined,
    };
  },
};

export const normaliseEditorState = (input: unknown): PersistedEditorState => {
  const raw = isRecord(input) ? input : {};
  const date = today();
  const settings = normaliseSettings(raw.settings, clientDefaultSettings());
  const options = { today: date, defaults: settings };
  const invoices = (Array.isArray(raw.invoices) ? raw.invoices : [])
    .map((invoice) => normaliseInvoice(invoice, options))
    // Saved invoices need an id to be opened, copied or deleted; a numbered one without gets one.
    .filter((invoice): invoice is Invoice => invoice !== null)
    .map((invoice) => (invoice.id === undefined ? { ...invoice, id: generateId() } : invoice));
  const draft = normaliseInvoice(raw.draft, options);
  return {
    settings,
    invoices,
    draft: draft === null ? freshDraft(settings, date) : { ...draft, status: 'concept' },
    draftEdited: raw.draftEdited === true && draft !== null,
  };
};

/** What a browser holds after signing out: the defaults, in the interface language. */
export const clearedState = (language: Language): PersistedEditorState => {
  const settings = clientSettingsFor(language);
  return { settings, invoices: [], draft: freshDraft(settings, today()), draftEdited: false };
};

export const createEditorStorage = (storage?: Storage): VersionedStorage<PersistedEditorState> =>
  createVersionedStorage({
    key: STORAGE_KEY,
    version: STORAGE_VERSION,
    migrations: editorMigrations,
    normalise: normaliseEditorState,
    ...(storage === undefined ? {} : { storage }),
  });

/** The part kept in localStorage, in the stored key order (schema version 3). */
export const selectPersistedState = (root: RootState): PersistedEditorState => {
  const { draft, draftEdited } = selectEditor(root);
  return {
    settings: selectSettings(root),
    invoices: selectSavedInvoices(root),
    draft,
    draftEdited,
  };
};

/** The state objects the stored part is made of: a change of any of them is worth a write. */
const storedSources = (root: RootState) => {
  const { draft, draftEdited } = selectEditor(root);
  return [selectSettings(root), selectInvoicesState(root), draft, draftEdited];
};

const changed = (before: readonly unknown[], after: readonly unknown[]): boolean =>
  before.some((value, index) => value !== after[index]);

/**
 * Local-first persistence: loads what this browser stored (or starts with the interface language
 * as both languages), writes every change after a 300 ms pause and on page hide, and takes over
 * what another tab writes. Returns the stop function.
 */
export function startEditorPersistence(
  store: Pick<AppStore, 'dispatch' | 'subscribe' | 'getState'>,
  interfaceLanguage: Language,
  storage: VersionedStorage<PersistedEditorState> = createEditorStorage(),
): () => void {
  const state = () => store.getState() as RootState;
  const loaded = storage.load();
  store.dispatch(
    loaded === null ? editorActions.firstVisit(interfaceLanguage) : editorActions.hydrated(loaded),
  );
  let written = storage.serialise(selectPersistedState(state()));
  let last = storedSources(state());

  const write = debounce(() => {
    const persisted = selectPersistedState(state());
    const serialised = storage.serialise(persisted);
    if (serialised !== written && storage.save(persisted)) {
      written = serialised;
    }
  }, LOCAL_SAVE_DEBOUNCE_MS);

  const unsubscribeStore = store.subscribe(() => {
    const next = storedSources(state());
    if (changed(last, next)) {
      last = next;
      write();
    }
  });

  // Signing out (here or in another tab): nothing of the account stays stored, and nothing is
  // written until the signed-out user changes something.
  const stopClearing = store.dispatch(
    addAppListener({
      actionCreator: localDataCleared,
      effect: () => {
        write.cancel();
        storage.remove();
        written = storage.serialise(selectPersistedState(state()));
        last = storedSources(state());
      },
    }),
  );

  const unsubscribeStorage = storage.subscribe((other) => {
    if (other === null) {
      store.dispatch(localDataCleared(clearedState(selectSettings(state()).language)));
      return;
    }
    // A pending local write would overwrite the other tab's change with older data.
    write.cancel();
    written = storage.serialise(other);
    store.dispatch(editorActions.hydrated(other));
    last = storedSources(state());
  });

  const flush = () => write.flush();
  // Hidden comes after pagehide when a page unloads: it also writes what the pagehide listeners of
  // the number fields stored last (their order against this one is the browser's).
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') write.flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    write.flush();
    unsubscribeStore();
    stopClearing();
    unsubscribeStorage();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
  };
}
