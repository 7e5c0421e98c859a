// The editor's stored schema (docs/editor.md "Local-first store"): what a browser keeps, how data
// of every earlier version is repaired, and the localStorage entry of the releases before
// IndexedDB, read once to migrate it (browser-store/legacy-migration.ts).
import { isRecord, textOf } from '@app/contracts/common';
import { generateId, normaliseInvoice, type Invoice, type Language } from '@app/contracts/invoice';
import {
  clientDefaultSettings,
  clientSettingsFor,
  normaliseSettings,
  type Settings,
} from '@app/contracts/settings';
import { createVersionedStorage, type Migration, type VersionedStorage } from '@app/platform';
import { selectEditor, selectSavedInvoices, selectSettings, type RootState } from '../../store';
import { freshDraft, type PersistedEditorState } from './editor-state';
import { today } from './today';

/** The localStorage key of the releases before IndexedDB and its last schema version (3). */
export const STORAGE_KEY = 'invoicing.editor';
export const STORAGE_VERSION = 3;
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

/** Repairs stored saved invoices field by field; what cannot be an invoice is dropped. */
export const savedInvoicesRepairer =
  (settings: Settings, date: string = today()) =>
  (stored: readonly unknown[]): Invoice[] =>
    stored
      .map((invoice) => normaliseInvoice(invoice, { today: date, defaults: settings }))
      // Saved invoices need an id to be opened, copied or deleted; a numbered one without gets one.
      .filter((invoice): invoice is Invoice => invoice !== null)
      .map((invoice) => (invoice.id === undefined ? { ...invoice, id: generateId() } : invoice));

export const normaliseEditorState = (input: unknown): PersistedEditorState => {
  const raw = isRecord(input) ? input : {};
  const date = today();
  const settings = normaliseSettings(raw.settings, clientDefaultSettings());
  const options = { today: date, defaults: settings };
  const invoices = savedInvoicesRepairer(
    settings,
    date,
  )(Array.isArray(raw.invoices) ? raw.invoices : []);
  const draft = normaliseInvoice(raw.draft, options);
  return {
    settings,
    invoices,
    draft: draft === null ? freshDraft(settings, date) : { ...draft, status: 'concept' },
    draftEdited: raw.draftEdited === true && draft !== null,
    // The backup reminder's record, repaired by its own slice (features/backup) when taken over.
    ...(raw.backup === undefined ? {} : { backup: raw.backup as PersistedEditorState['backup'] }),
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

/** The stored part of the state (schema version 3). */
export const selectPersistedState = (root: RootState): PersistedEditorState => {
  const { draft, draftEdited } = selectEditor(root);
  return {
    settings: selectSettings(root),
    invoices: selectSavedInvoices(root),
    draft,
    draftEdited,
  };
};
