// The editor's state as the database's records, and back.
import type { PersistedEditorState } from '../editor-state';
import { normaliseEditorState, savedInvoicesRepairer } from '../editor-schema';
import type { EditorChanges, StoredData } from './browser-store';
import { invoiceRecord, RECORD_FORMAT } from './database';

/** Every record of the state: the invoices numbered in their save order. */
export const recordsOf = (state: PersistedEditorState): EditorChanges => ({
  settings: state.settings,
  draft: { draft: state.draft, draftEdited: state.draftEdited },
  ...(state.backup === undefined ? {} : { backup: state.backup }),
  put: state.invoices.map((invoice, seq) => invoiceRecord(invoice.id ?? '', seq, invoice)),
  deleted: [],
});

/** Nothing of the editor stored: a first visit (a stored sync queue alone is not the editor's). */
export const holdsEditorData = (stored: StoredData): boolean =>
  stored.settings !== undefined || stored.draft !== undefined || stored.invoices.length > 0;

/**
 * The stored records as the editor's state. The settings, the draft and every invoice another
 * release wrote are repaired field by field like every read since version 1 (they may lack what
 * this one needs); an invoice this release wrote (RECORD_FORMAT) is taken as it is, so ten
 * thousand of them open without being repaired again (docs/editor.md "Ten thousand invoices").
 */
export const stateOfRecords = (stored: StoredData): PersistedEditorState => {
  const state = normaliseEditorState({
    settings: stored.settings,
    invoices: [],
    draft: stored.draft?.draft,
    draftEdited: stored.draft?.draftEdited,
    backup: stored.backup,
  });
  const repair = savedInvoicesRepairer(state.settings);
  return {
    ...state,
    invoices: stored.invoices.flatMap((record) =>
      record.format === RECORD_FORMAT ? [record.invoice] : repair([record.invoice]),
    ),
  };
};
