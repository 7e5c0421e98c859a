// The releases before IndexedDB kept everything in two localStorage entries. On the first load
// they are written to the database, read back and compared, and only then removed, so a failed
// or partial migration leaves them untouched (docs/editor.md "Local-first store").
import { createVersionedStorage } from '@app/platform';
import type { PersistedEditorState } from '../editor-state';
import { createEditorStorage } from '../editor-schema';
import type { BrowserStore } from './browser-store';
import type { WriteFailure } from './database';
import { recordsOf } from './records';

/** The offline queue's localStorage key before IndexedDB. */
export const LEGACY_QUEUE_KEY = 'invoicing.sync-queue';

export type LegacyData = {
  editor: PersistedEditorState | null;
  /** The stored queue as it was (features/sync/queue-storage.ts repairs it when it reads it). */
  syncQueue: unknown;
};

export type MigrationResult =
  | { kind: 'none' }
  | { kind: 'migrated' }
  | ({ kind: 'failed'; failure: WriteFailure } & LegacyData);

const legacyStorages = (storage?: Storage) => ({
  editor: createEditorStorage(storage),
  queue: createVersionedStorage<unknown>({
    key: LEGACY_QUEUE_KEY,
    version: 1,
    normalise: (state) => state,
    ...(storage === undefined ? {} : { storage }),
  }),
});

const sameData = (written: unknown, read: unknown) =>
  JSON.stringify(written) === JSON.stringify(read);

/** Runs when the database holds nothing of the editor yet. */
export async function migrateLocalStorage(
  store: BrowserStore,
  storage?: Storage,
): Promise<MigrationResult> {
  const legacy = legacyStorages(storage);
  const editor = legacy.editor.load();
  const syncQueue = legacy.queue.load();
  if (editor === null && syncQueue === null) return { kind: 'none' };

  const failed = (failure: WriteFailure): MigrationResult => ({
    kind: 'failed',
    failure,
    editor,
    syncQueue,
  });
  const records = editor === null ? null : recordsOf(editor);
  const editorOutcome = records === null ? 'stored' : await store.writeEditor(records);
  if (editorOutcome !== 'stored') return failed(editorOutcome);
  const queueOutcome = syncQueue === null ? 'stored' : await store.writeQueue(syncQueue);
  if (queueOutcome !== 'stored') {
    await store.clearAll();
    return failed(queueOutcome);
  }

  const read = await store.readAll();
  const complete =
    (records === null ||
      sameData(
        [records.settings, records.draft, records.put],
        [read.settings, read.draft, read.invoices],
      )) &&
    (syncQueue === null || sameData(syncQueue, read.syncQueue));
  if (!complete) {
    // Half a migration would hide the rest on the next load: the database is emptied again.
    await store.clearAll();
    return failed('refused');
  }
  removeLegacyStorage(storage);
  return { kind: 'migrated' };
}

/** The localStorage entries go once the database holds what they held. */
export function removeLegacyStorage(storage?: Storage): void {
  const legacy = legacyStorages(storage);
  legacy.editor.remove();
  legacy.queue.remove();
}
