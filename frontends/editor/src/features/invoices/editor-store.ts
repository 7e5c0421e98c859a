// The editor's three slices injected into platform's root reducer, and the selectors over them.
import type { WithSlice } from '@reduxjs/toolkit';
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { rootReducer, type RootState } from '@app/platform';
import type { EditorState, PersistedEditorState } from './editor-state';
import { editorSlice } from './editorSlice';
import { invoicesAdapter, invoicesSlice } from './invoicesSlice';
import { settingsSlice } from './settingsSlice';
import { syncSlice, type SyncState } from '../sync/syncSlice';

export const injectedInvoicesSlice = invoicesSlice.injectInto(rootReducer);
export const injectedSettingsSlice = settingsSlice.injectInto(rootReducer);
export const injectedEditorSlice = editorSlice.injectInto(rootReducer);
export const injectedSyncSlice = syncSlice.injectInto(rootReducer);

declare module '@app/platform' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof editorSlice>,
      WithSlice<typeof invoicesSlice>,
      WithSlice<typeof settingsSlice>,
      WithSlice<typeof syncSlice> {}
}

export const selectEditor = (root: RootState): EditorState => injectedEditorSlice.selectSlice(root);
export const selectSync = (root: RootState): SyncState => injectedSyncSlice.selectSlice(root);
export const selectSettings = (root: RootState): Settings =>
  injectedSettingsSlice.selectSlice(root);

const invoiceSelectors = invoicesAdapter.getSelectors((root: RootState) =>
  injectedInvoicesSlice.selectSlice(root),
);
export const selectSavedInvoices = invoiceSelectors.selectAll;
export const selectSavedInvoice = invoiceSelectors.selectById;

/** The saved invoice in the editor, or null when it shows the working draft. */
export const selectOpenSavedInvoice = (root: RootState): Invoice | null => {
  const { currentId } = selectEditor(root);
  return (currentId === null ? undefined : selectSavedInvoice(root, currentId)) ?? null;
};

/** The invoice shown in the editor. */
export const selectCurrentInvoice = (root: RootState): Invoice =>
  selectOpenSavedInvoice(root) ?? selectEditor(root).draft;

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
