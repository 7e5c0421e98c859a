// Reading and writing the browser's database (database.ts). Every write reports whether the
// browser stored it, so a refused write is never silent (docs/editor.md "Local-first store").
import type { Settings } from '@app/contracts/settings';
import type { BackupRecord } from '../editor-state';
import { deleteDB } from 'idb';
import {
  DATABASE_NAME,
  openInvoicingDatabase,
  writeFailureOf,
  type DraftRecord,
  type InvoiceRecord,
  type InvoicingDatabase,
  type WriteFailure,
} from './database';
import { REQUESTS_MEASURE, measureSince, timingStart } from './timing';

export type WriteOutcome = 'stored' | WriteFailure;

/** What one write of the editor changes: only the records that changed since the last one. */
export type EditorChanges = {
  settings?: Settings;
  draft?: DraftRecord;
  backup?: BackupRecord;
  put: InvoiceRecord[];
  deleted: string[];
};

export type StoredData = {
  settings?: Settings;
  draft?: DraftRecord;
  /** In save order. */
  invoices: InvoiceRecord[];
  syncQueue?: unknown;
  backup?: unknown;
};

export type BrowserStore = {
  /** Everything stored, read in one transaction. */
  readAll(): Promise<StoredData>;
  /** Some invoices (another tab changed them); a deleted one reads as undefined. */
  readInvoices(ids: readonly string[]): Promise<Array<InvoiceRecord | undefined>>;
  readSettings(): Promise<Settings | undefined>;
  readDraft(): Promise<DraftRecord | undefined>;
  writeEditor(changes: EditorChanges): Promise<WriteOutcome>;
  /** Stores the sync queue; null removes it. */
  writeQueue(queue: unknown): Promise<WriteOutcome>;
  /** Signing out: the whole database goes, so nothing of the account is left in the browser. */
  clearAll(): Promise<WriteOutcome>;
  close(): void;
};

const nothingStored: StoredData = { invoices: [] };

async function readEverything(db: InvoicingDatabase): Promise<StoredData> {
  const tx = db.transaction(['invoices', 'records'], 'readonly');
  const records = tx.objectStore('records');
  const [invoices, settings, draft, syncQueue, backup] = await Promise.all([
    tx.objectStore('invoices').index('seq').getAll(),
    records.get('settings'),
    records.get('draft'),
    records.get('syncQueue'),
    records.get('backup'),
    tx.done,
  ]);
  return {
    invoices,
    ...(settings === undefined ? {} : { settings: settings as Settings }),
    ...(draft === undefined ? {} : { draft: draft as DraftRecord }),
    ...(syncQueue === undefined ? {} : { syncQueue }),
    ...(backup === undefined ? {} : { backup }),
  };
}

/**
 * `open` defaults to the real database; a browser without IndexedDB (or one that refuses to
 * open it) reads as empty and refuses every write, which the editor shows.
 */
export function createBrowserStore(
  open: () => Promise<InvoicingDatabase> = openInvoicingDatabase,
): BrowserStore {
  let connection: Promise<InvoicingDatabase | null> | null = null;
  let openings = 0;
  /** The open database, opened again after a sign-out deleted it or another tab asked to. */
  const database = (): Promise<InvoicingDatabase | null> => {
    if (connection !== null) return connection;
    const opening = ++openings;
    connection = (async () => {
      try {
        const db = await open();
        // Another tab deletes the database (signing out): this tab lets go and opens it anew.
        db.addEventListener('versionchange', () => {
          db.close();
          if (openings === opening) connection = null;
        });
        return db;
      } catch {
        // Tried again on the next read or write (a private mode may allow it later).
        if (openings === opening) connection = null;
        return null;
      }
    })();
    return connection;
  };

  const writing = async (
    write: (db: InvoicingDatabase) => Promise<unknown>,
  ): Promise<WriteOutcome> => {
    const db = await database();
    if (db === null) return 'refused';
    try {
      await write(db);
      return 'stored';
    } catch (error) {
      return writeFailureOf(error);
    }
  };

  return {
    async readAll() {
      const db = await database();
      if (db === null) return nothingStored;
      try {
        return await readEverything(db);
      } catch {
        // Unreadable reads as nothing stored; the first write then says whether it stores.
        return nothingStored;
      }
    },
    async readInvoices(ids) {
      const db = await database();
      if (db === null) return ids.map(() => undefined);
      const tx = db.transaction('invoices', 'readonly');
      const found = await Promise.all(ids.map((id) => tx.store.get(id)));
      await tx.done;
      return found;
    },
    async readSettings() {
      return (await (await database())?.get('records', 'settings')) as Settings | undefined;
    },
    async readDraft() {
      return (await (await database())?.get('records', 'draft')) as DraftRecord | undefined;
    },
    writeEditor(changes) {
      return writing(async (db) => {
        const started = timingStart();
        const tx = db.transaction(['invoices', 'records'], 'readwrite');
        const invoices = tx.objectStore('invoices');
        const records = tx.objectStore('records');
        // Requests are queued in order; only the transaction's end tells whether all were kept.
        const requests: Array<Promise<unknown>> = [
          ...changes.put.map((record) => invoices.put(record)),
          ...changes.deleted.map((id) => invoices.delete(id)),
        ];
        if (changes.settings !== undefined)
          requests.push(records.put(changes.settings, 'settings'));
        if (changes.draft !== undefined) requests.push(records.put(changes.draft, 'draft'));
        if (changes.backup !== undefined) requests.push(records.put(changes.backup, 'backup'));
        // The records are cloned here, on the main thread; the rest happens off it.
        // Committed at once, not when the page next yields: it may be unloading.
        tx.commit();
        measureSince(REQUESTS_MEASURE, started);
        await Promise.all([...requests, tx.done]);
      });
    },
    writeQueue(queue) {
      return writing((db) =>
        queue === null ? db.delete('records', 'syncQueue') : db.put('records', queue, 'syncQueue'),
      );
    },
    async clearAll() {
      const current = connection;
      connection = null;
      (await current)?.close();
      try {
        await deleteDB(DATABASE_NAME);
        return 'stored';
      } catch (error) {
        return writeFailureOf(error);
      }
    },
    close() {
      void connection?.then((db) => db?.close());
    },
  };
}
