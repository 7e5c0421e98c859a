// What features use of the store: the typed hooks and types, the selectors of the editor's slices,
// and listener registration. The wiring itself stays in store.ts.
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export {
  selectBackupRecord,
  selectEditor,
  selectInvoicesState,
  selectNotices,
  selectSavedInvoice,
  selectSavedInvoices,
  selectSettings,
  selectSync,
} from './store';
export { addAppListener } from '@app/platform';
export type { AppDispatch, AppStartListening, AppStore, AppThunk, RootState } from './types';
