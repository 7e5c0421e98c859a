// Invoices as a user makes them, for the backup's specs.
import { createAppStore } from '@app/platform';
import { editorActions } from '../invoices/editor-commands';
import { selectPersistedState } from '../invoices/editor-schema';
import type { PersistedEditorState } from '../invoices/editor-state';

/** A browser where `count` invoices were written and saved, one per customer. */
export function browserWithInvoices(count: number, customer = 'Acme') {
  const store = createAppStore();
  store.dispatch(editorActions.firstVisit('en'));
  for (let index = 1; index <= count; index += 1) {
    store.dispatch(editorActions.draftOpened({ reset: true }));
    store.dispatch(
      editorActions.recipientChanged({ field: 'company', value: `${customer} ${index}` }),
    );
    store.dispatch(editorActions.saved());
  }
  return store;
}

export const persistedOf = (store: ReturnType<typeof createAppStore>): PersistedEditorState =>
  selectPersistedState(store.getState());
