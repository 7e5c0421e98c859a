import { isRecord } from '@app/contracts/common';
import { pageQueueRecord, type QueueRecord } from '../invoices/browser-store/page-queue';
import { MAX_RETRIES, type QueueItem } from './offline-queue';

export { LEGACY_QUEUE_KEY as QUEUE_STORAGE_KEY } from '../invoices/browser-store/legacy-migration';

export type StoredQueue = {
  ownerId: string | null;
  queue: QueueItem[];
  /** The server's version of the settings this browser's copy is based on (If-Match). */
  settingsVersion?: number | null;
};

/**
 * The offline queue kept beside the invoices and settings (spec §9): the `syncQueue` record of
 * the browser's database, stored as it is with every field of its entries (docs/cloud-sync.md).
 */
export type QueueStorage = {
  /** The stored queue, repaired; null when none is stored. */
  load(): StoredQueue | null;
  /** A refusal is not lost: the editor's alert shows it and the write is tried again. */
  save(state: StoredQueue): void;
  remove(): void;
};

const TYPES = new Set(['create', 'update', 'delete']);

const isQueueItem = (value: unknown): value is QueueItem =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.type === 'string' &&
  TYPES.has(value.type) &&
  typeof value.endpoint === 'string' &&
  isRecord(value.data) &&
  typeof value.retryCount === 'number' &&
  value.retryCount >= 0 &&
  value.retryCount < MAX_RETRIES;

const normaliseQueue = (value: unknown): StoredQueue => {
  const raw = isRecord(value) ? value : {};
  return {
    ownerId: typeof raw.ownerId === 'string' ? raw.ownerId : null,
    queue: Array.isArray(raw.queue) ? raw.queue.filter(isQueueItem) : [],
    settingsVersion:
      typeof raw.settingsVersion === 'number' && Number.isSafeInteger(raw.settingsVersion)
        ? raw.settingsVersion
        : null,
  };
};

/** A queue record held in memory: a page without the editor's persistence (the sync's tests). */
export function memoryQueueRecord(initial: unknown = null): QueueRecord {
  let stored = initial;
  return {
    load: () => stored,
    save(queue) {
      stored = queue;
    },
  };
}

export const createQueueStorage = (
  record: QueueRecord = pageQueueRecord() ?? memoryQueueRecord(),
): QueueStorage => ({
  load() {
    const stored = record.load();
    return stored === null || stored === undefined ? null : normaliseQueue(stored);
  },
  save(state) {
    record.save(state);
  },
  remove() {
    record.save(null);
  },
});
