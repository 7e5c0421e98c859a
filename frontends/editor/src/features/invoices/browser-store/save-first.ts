// Saving a concept stores it before its number is taken (issue 39): the persistence provides the
// write, the save command waits for it. A page without the persistence saves at once.
import type { Invoice, SavedInvoice } from '@app/contracts/invoice';
import type { WriteOutcome } from './browser-store';

export type NumberedSave = { saved: SavedInvoice; nextDraft: Invoice };

export type SaveFirst = (save: NumberedSave) => Promise<WriteOutcome>;

let current: SaveFirst | null = null;

export const pageSaveFirst = (): SaveFirst | null => current;

export function provideSaveFirst(store: SaveFirst): () => void {
  current = store;
  return () => {
    if (current === store) current = null;
  };
}
