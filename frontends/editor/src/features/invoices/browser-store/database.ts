// The browser's IndexedDB database (docs/editor.md "Local-first store"): one record per saved
// invoice, so a keystroke writes one small record and never the whole collection.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';

export const DATABASE_NAME = 'invoicing';
export const DATABASE_VERSION = 1;

/**
 * The shape of the invoices this release writes. A record of this format holds an invoice as the
 * editor's state had it (already repaired when it entered the state) and is read as it is;
 * anything else (an earlier or unknown format) is repaired field by field on reading, as every
 * read did before. A release that changes what a stored invoice holds raises it.
 */
export const RECORD_FORMAT = 1;

/** A saved invoice; `seq` keeps the order they were saved in (the overview's order). */
export type InvoiceRecord = { id: string; seq: number; invoice: Invoice; format?: number };

export const invoiceRecord = (id: string, seq: number, invoice: Invoice): InvoiceRecord => ({
  id,
  seq,
  invoice,
  format: RECORD_FORMAT,
});

export type DraftRecord = { draft: Invoice; draftEdited: boolean };

/** The small records beside the invoices, each under its own key in `records`. */
export type RecordValues = {
  settings: Settings;
  draft: DraftRecord;
  /** The offline queue of the signed-in user (features/sync/queue-storage.ts). */
  syncQueue: unknown;
  /** The backup reminder's memory (features/backup), repaired by its slice when read. */
  backup: unknown;
};
export type RecordName = keyof RecordValues;

export interface InvoicingSchema extends DBSchema {
  invoices: { key: string; value: InvoiceRecord; indexes: { seq: number } };
  records: { key: RecordName; value: RecordValues[RecordName] };
}

export type InvoicingDatabase = IDBPDatabase<InvoicingSchema>;

export const openInvoicingDatabase = (): Promise<InvoicingDatabase> =>
  openDB<InvoicingSchema>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(db) {
      const invoices = db.createObjectStore('invoices', { keyPath: 'id' });
      invoices.createIndex('seq', 'seq');
      db.createObjectStore('records');
    },
  });

/** Why the browser did not store a write: out of space, or storage refused altogether. */
export type WriteFailure = 'full' | 'refused';

export const writeFailureOf = (error: unknown): WriteFailure =>
  error instanceof Error && error.name === 'QuotaExceededError' ? 'full' : 'refused';
