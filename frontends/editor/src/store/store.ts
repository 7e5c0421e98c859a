// The editor's part of the one store. The shell creates that store (platform's `createAppStore`:
// its root reducer, listener middleware and RTK Query middleware); this remote injects its six
// slices into the root reducer when its code loads, and selects them through the injected slices,
// which answer with the initial state before injection.
import type { WithSlice } from '@reduxjs/toolkit';
import type { Settings } from '@app/contracts/settings';
import { rootReducer } from '@app/platform';
import { backupSlice } from '../features/backup/backupSlice';
import type { BackupRecord, EditorState } from '../features/invoices/editor-state';
import { editorSlice } from '../features/invoices/editorSlice';
import { invoicesAdapter, invoicesSlice } from '../features/invoices/invoicesSlice';
import { noticesSlice, type Notice } from '../features/notices/noticesSlice';
import { settingsSlice } from '../features/settings/settingsSlice';
import { syncSlice, type SyncState } from '../features/sync/syncSlice';
import type { RootState } from './types';

const injectedInvoicesSlice = invoicesSlice.injectInto(rootReducer);
const injectedSettingsSlice = settingsSlice.injectInto(rootReducer);
const injectedEditorSlice = editorSlice.injectInto(rootReducer);
const injectedSyncSlice = syncSlice.injectInto(rootReducer);
const injectedNoticesSlice = noticesSlice.injectInto(rootReducer);
const injectedBackupSlice = backupSlice.injectInto(rootReducer);

declare module '@app/platform' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof backupSlice>,
      WithSlice<typeof editorSlice>,
      WithSlice<typeof invoicesSlice>,
      WithSlice<typeof noticesSlice>,
      WithSlice<typeof settingsSlice>,
      WithSlice<typeof syncSlice> {}
}

export const selectEditor = (root: RootState): EditorState => injectedEditorSlice.selectSlice(root);
export const selectSync = (root: RootState): SyncState => injectedSyncSlice.selectSlice(root);
export const selectNotices = (root: RootState): Notice[] =>
  injectedNoticesSlice.selectSlice(root).items;
/** The backup reminder's memory, stored with the rest (PersistedEditorState's `backup`). */
export const selectBackupRecord = (root: RootState): BackupRecord =>
  injectedBackupSlice.selectSlice(root);
export const selectSettings = (root: RootState): Settings =>
  injectedSettingsSlice.selectSlice(root);
/** The saved invoices as the entity adapter keeps them (ids and entities). */
export const selectInvoicesState = (root: RootState) => injectedInvoicesSlice.selectSlice(root);

const invoiceSelectors = invoicesAdapter.getSelectors(selectInvoicesState);
export const selectSavedInvoices = invoiceSelectors.selectAll;
export const selectSavedInvoice = invoiceSelectors.selectById;
