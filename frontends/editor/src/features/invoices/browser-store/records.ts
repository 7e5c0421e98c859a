// The editor's state as the database's records, and back.
import type { PersistedEditorState } from '../editor-state';
import { normaliseEditorState } from '../editor-schema';
import type { EditorChanges, StoredData } from './browser-store';

/** Every record of the state: the invoices numbered in their save order. */
export const recordsOf = (state: PersistedEditorState): EditorChanges => ({
  settings: state.settings,
  draft: { draft: state.draft, draftEdited: state.draftEdited },
  ...(state.backup === undefined ? {} : { backup: state.backup }),
  put: state.invoices.map((invoice, seq) => ({ id: invoice.id ?? '', seq, invoice })),
  deleted: [],
});

/** Nothing of the editor stored: a first visit (a stored sync queue alone is not the editor's). */
export const holdsEditorData = (stored: StoredData): boolean =>
  stored.settings !== undefined || stored.draft !== undefined || stored.invoices.length > 0;

/**
 * The stored records as the editor's state, repaired field by field like every read since
 * version 1 (a record another release wrote may lack what this one needs).
 */
export const stateOfRecords = (stored: StoredData): PersistedEditorState =>
  normaliseEditorState({
    settings: stored.settings,
    invoices: stored.invoices.map((record) => record.invoice),
    draft: stored.draft?.draft,
    draftEdited: stored.draft?.draftEdited,
    backup: stored.backup,
  });
