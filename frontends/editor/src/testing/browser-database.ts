// Every editor test starts with an empty browser database (fake-indexeddb in jsdom), as a new
// visitor's browser would: the editor stores its invoices in IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach } from '@jest/globals';
import { IDBFactory } from 'fake-indexeddb';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** What the editor stored in the test's browser database. */
export async function storedData() {
  const { createBrowserStore } = await import('../features/invoices/browser-store/browser-store');
  const store = createBrowserStore();
  try {
    return await store.readAll();
  } finally {
    store.close();
  }
}
