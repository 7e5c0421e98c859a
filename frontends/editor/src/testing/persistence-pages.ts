// Pages of the editor with their persistence running, for the persistence's tests: each opens
// the test's browser database as a new page (a reload, another tab) would.
import { afterEach, expect } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '@app/platform';
import { selectEditor } from '../store';
import { openInvoicingDatabase } from '../features/invoices/browser-store/database';
import type { EditorState, PersistedEditorState } from '../features/invoices/editor-state';
import { selectPersistedState } from '../features/invoices/editor-schema';
import { startEditorPersistence, type PersistenceOptions } from '../features/invoices/persistence';

export type EditorPage = ReturnType<typeof createAppStore>;

/** The stored part and this tab's editor state, seen together. */
export const editorOf = (store: EditorPage): EditorState & PersistedEditorState => ({
  ...selectEditor(store.getState()),
  ...selectPersistedState(store.getState()),
});

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running = new Map<EditorPage, () => void>();
afterEach(() => {
  [...running.values()].forEach((stop) => stop());
  running.clear();
  localStorage.clear();
  sessionStorage.clear();
});

/** A page of the editor: its store, loaded from the browser's database. */
export async function openPage(
  language: 'en' | 'nl' = 'en',
  options: PersistenceOptions = {},
): Promise<EditorPage> {
  const store = createAppStore();
  running.set(store, startEditorPersistence(store, language, options));
  await waitFor(() => expect(editorOf(store).loaded).toBe(true));
  return store;
}

/** The page goes (a reload, a redirect): it hides, and its persistence stops. */
export function leavePage(store: EditorPage): void {
  window.dispatchEvent(new Event('pagehide'));
  running.get(store)?.();
  running.delete(store);
}

/** The browser's database, refusing every write while `refusing.now` holds. */
export function refusingDatabase() {
  const refusing = { now: true };
  const open = async () => {
    const db = await openInvoicingDatabase();
    const transaction = db.transaction.bind(db);
    db.transaction = ((names: never, mode: never) => {
      if (refusing.now && mode === 'readwrite') throw new Error('refused');
      return transaction(names, mode);
    }) as unknown as typeof db.transaction;
    return db;
  };
  return { refusing, open };
}
