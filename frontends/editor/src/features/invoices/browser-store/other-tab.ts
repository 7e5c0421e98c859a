// What another tab stored (store-channel.ts), read again and merged into this tab's state.
import type { Invoice } from '@app/contracts/invoice';
import type { PersistedEditorState } from '../editor-state';
import type { BrowserStore } from './browser-store';
import type { RemoteRecords } from './change-tracker';
import type { InvoiceRecord } from './database';
import type { StoreMessage } from './store-channel';

export type OtherTabChange = { state: PersistedEditorState; records: RemoteRecords };

type Changed = Extract<StoreMessage, { kind: 'changed' }>;

/** This tab's list with the other tab's records: changed ones in place, new ones in seq order. */
const mergedList = (current: readonly Invoice[], found: InvoiceRecord[], deleted: Set<string>) => {
  const byId = new Map(found.map((record) => [record.id, record.invoice]));
  const kept = current
    .filter((invoice) => !deleted.has(invoice.id ?? ''))
    .map((invoice) => byId.get(invoice.id ?? '') ?? invoice);
  const known = new Set(current.map((invoice) => invoice.id));
  const added = found
    .filter((record) => !known.has(record.id))
    .sort((a, b) => a.seq - b.seq)
    .map((record) => record.invoice);
  return [...kept, ...added];
};

export async function readOtherTabChange(
  store: BrowserStore,
  message: Changed,
  current: PersistedEditorState,
): Promise<OtherTabChange> {
  if (message.reordered) {
    const all = await store.readAll();
    const stored = new Set(all.invoices.map((record) => record.id));
    return {
      state: {
        ...current,
        invoices: all.invoices.map((record) => record.invoice),
        ...(message.settings && all.settings !== undefined ? { settings: all.settings } : {}),
        ...(message.draft && all.draft !== undefined ? all.draft : {}),
      },
      records: {
        settings: message.settings,
        draft: message.draft,
        records: all.invoices,
        deleted: current.invoices
          .map((invoice) => invoice.id ?? '')
          .filter((id) => !stored.has(id)),
      },
    };
  }
  const [settings, draft, read] = await Promise.all([
    message.settings ? store.readSettings() : undefined,
    message.draft ? store.readDraft() : undefined,
    store.readInvoices(message.invoices),
  ]);
  const found = read.filter((record): record is InvoiceRecord => record !== undefined);
  const deleted = new Set([
    ...message.deleted,
    ...message.invoices.filter((_id, index) => read[index] === undefined),
  ]);
  return {
    state: {
      settings: settings ?? current.settings,
      invoices: mergedList(current.invoices, found, deleted),
      draft: draft?.draft ?? current.draft,
      draftEdited: draft?.draftEdited ?? current.draftEdited,
    },
    records: {
      settings: settings !== undefined,
      draft: draft !== undefined,
      records: found,
      deleted: [...deleted],
    },
  };
}
