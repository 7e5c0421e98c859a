// What the editor stored in the browser (IndexedDB `invoicing`, docs/editor.md "Local-first
// store"), read in the page as the app wrote it.
import type { Page } from 'playwright-core';

export type StoredInBrowser = {
  settings: Record<string, unknown> | null;
  /** In save order. */
  invoices: Array<{ id: string; invoiceNumber: string } & Record<string, unknown>>;
  draft: { draft: Record<string, unknown>; draftEdited: boolean } | null;
  syncQueue: {
    ownerId: string | null;
    queue: Array<{ retryCount: number; data: Record<string, unknown> } & Record<string, unknown>>;
  } | null;
};

/** Everything stored; null when this browser has no such database (nothing stored, signed out). */
export async function storedInBrowser(page: Page): Promise<StoredInBrowser | null> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it: aborted in its upgrade instead.
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('invoicing');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (db === null) return null;
    const tx = db.transaction(['invoices', 'records'], 'readonly');
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const records = tx.objectStore('records');
    const [invoices, settings, draft, syncQueue] = await Promise.all([
      read(tx.objectStore('invoices').index('seq').getAll()),
      read(records.get('settings')),
      read(records.get('draft')),
      read(records.get('syncQueue')),
    ]);
    db.close();
    return {
      invoices: (invoices as Array<{ invoice: StoredInBrowser['invoices'][number] }>).map(
        (record) => record.invoice,
      ),
      settings: (settings ?? null) as StoredInBrowser['settings'],
      draft: (draft ?? null) as StoredInBrowser['draft'],
      syncQueue: (syncQueue ?? null) as StoredInBrowser['syncQueue'],
    };
  });
}

/** Reads what is stored until `ok` holds for it (the editor stores 300 ms after a change). */
export async function storedWhen<T>(
  page: Page,
  pick: (stored: StoredInBrowser | null) => T,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = pick(await storedInBrowser(page));
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`Not stored in time: ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
  }
}
