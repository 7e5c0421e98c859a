// Which records a change of the state touches. The state's objects are compared by reference
// with those last stored, so a keystroke costs one small record to write and no serialising of
// the collection (issue 39: 10,000 invoices, well under 16 ms per keystroke).
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import {
  selectBackupRecord,
  selectEditor,
  selectInvoicesState,
  selectSettings,
  type RootState,
} from '../../../store';
import type { BackupRecord } from '../editor-state';
import type { InvoicesState } from '../invoicesSlice';
import type { EditorChanges } from './browser-store';
import { invoiceRecord, type InvoiceRecord } from './database';

type Stored = {
  settings: Settings | null;
  draft: Invoice | null;
  draftEdited: boolean | null;
  backup: BackupRecord | null;
  invoices: InvoicesState | null;
  /** Per stored invoice: the object stored and its place in the save order. */
  entities: Map<string, { invoice: Invoice; seq: number }>;
  nextSeq: number;
};

export type PendingChanges = {
  changes: EditorChanges;
  /** The save order was renumbered: another tab reads the whole list again. */
  reordered: boolean;
  /** Once the browser stored them: they are the stored state from now on. */
  stored(): void;
};

export type RemoteRecords = {
  settings: boolean;
  draft: boolean;
  records: readonly InvoiceRecord[];
  deleted: readonly string[];
};

const nothingStored = (): Stored => ({
  settings: null,
  draft: null,
  draftEdited: null,
  backup: null,
  invoices: null,
  entities: new Map(),
  nextSeq: 0,
});

export type ChangeTracker = ReturnType<typeof createChangeTracker>;

export function createChangeTracker() {
  let stored = nothingStored();

  const invoiceChanges = (state: InvoicesState) => {
    const put: InvoiceRecord[] = [];
    let nextSeq = stored.nextSeq;
    // Stored invoices keep their seq while the list is the stored order with new ones after it;
    // any other order (a merge with the cloud's list) is numbered afresh.
    let lastSeq = -1;
    let newSeen = false;
    let reordered = false;
    for (const id of state.ids) {
      const seq = stored.entities.get(id)?.seq;
      if (seq === undefined) newSeen = true;
      else if (newSeen || seq <= lastSeq) {
        reordered = true;
        break;
      } else lastSeq = seq;
    }
    let added = 0;
    if (reordered) {
      state.ids.forEach((id, seq) => put.push(invoiceRecord(id, seq, state.entities[id]!)));
      nextSeq = state.ids.length;
    } else {
      for (const id of state.ids) {
        const invoice = state.entities[id]!;
        const known = stored.entities.get(id);
        if (known === undefined) {
          put.push(invoiceRecord(id, nextSeq++, invoice));
          added += 1;
        } else if (known.invoice !== invoice) put.push(invoiceRecord(id, known.seq, invoice));
      }
    }
    // As many stored invoices listed as were stored: none was deleted (no list to build).
    const deleted =
      !reordered && state.ids.length - added === stored.entities.size
        ? []
        : [...stored.entities.keys()].filter((id) => state.entities[id] === undefined);
    return { put, deleted, reordered, nextSeq };
  };

  return {
    /** What changed since the last stored state; null when nothing did. */
    pending(root: RootState): PendingChanges | null {
      const settings = selectSettings(root);
      const { draft, draftEdited } = selectEditor(root);
      const invoices = selectInvoicesState(root);
      const draftChanged = draft !== stored.draft || draftEdited !== stored.draftEdited;
      const backup = selectBackupRecord(root);
      const list =
        invoices === stored.invoices
          ? { put: [], deleted: [], reordered: false, nextSeq: stored.nextSeq }
          : invoiceChanges(invoices);
      if (
        settings === stored.settings &&
        !draftChanged &&
        backup === stored.backup &&
        list.put.length === 0 &&
        list.deleted.length === 0
      ) {
        stored.invoices = invoices;
        return null;
      }
      const changes: EditorChanges = {
        ...(settings === stored.settings ? {} : { settings }),
        ...(draftChanged ? { draft: { draft, draftEdited } } : {}),
        ...(backup === stored.backup ? {} : { backup }),
        put: list.put,
        deleted: list.deleted,
      };
      return {
        changes,
        reordered: list.reordered,
        stored() {
          const entities = list.reordered
            ? new Map<string, { invoice: Invoice; seq: number }>()
            : stored.entities;
          for (const record of list.put) entities.set(record.id, record);
          for (const id of list.deleted) entities.delete(id);
          stored = {
            settings,
            draft,
            draftEdited,
            backup,
            invoices,
            entities,
            nextSeq: list.nextSeq,
          };
        },
      };
    },
    /** The place in the save order a new invoice gets. */
    nextSeq: () => stored.nextSeq,
    /** The state holds exactly what is stored (after loading, with the stored save order). */
    storedAll(root: RootState, records: readonly InvoiceRecord[]) {
      const { draft, draftEdited } = selectEditor(root);
      const invoices = selectInvoicesState(root);
      const entities = new Map<string, { invoice: Invoice; seq: number }>();
      let nextSeq = 0;
      for (const { id, seq } of records) {
        const invoice = invoices.entities[id];
        if (invoice !== undefined) entities.set(id, { invoice, seq });
        nextSeq = Math.max(nextSeq, seq + 1);
      }
      stored = {
        settings: selectSettings(root),
        draft,
        draftEdited,
        backup: selectBackupRecord(root),
        invoices,
        entities,
        nextSeq,
      };
    },
    /**
     * Another tab stored these records and this tab took them over: they count as stored, and
     * what this tab changed elsewhere is still written.
     */
    storedElsewhere(root: RootState, { settings, draft, records, deleted }: RemoteRecords) {
      if (settings) stored.settings = selectSettings(root);
      if (draft) {
        stored.draft = selectEditor(root).draft;
        stored.draftEdited = selectEditor(root).draftEdited;
      }
      const { entities } = selectInvoicesState(root);
      for (const { id, seq } of records) {
        const invoice = entities[id];
        if (invoice !== undefined) stored.entities.set(id, { invoice, seq });
        stored.nextSeq = Math.max(stored.nextSeq, seq + 1);
      }
      for (const id of deleted) stored.entities.delete(id);
      stored.invoices = null;
    },
    /** Nothing is stored: the next change writes every record. */
    storedNothing() {
      stored = nothingStored();
    },
  };
}
