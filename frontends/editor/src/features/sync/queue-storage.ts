import { isRecord } from '@app/contracts/common';
import { createVersionedStorage, type VersionedStorage } from '@app/platform';
import { MAX_RETRIES, type QueueItem } from './offline-queue';

/** Spec §9: the offline queue is kept in localStorage beside the invoices and settings. */
export const QUEUE_STORAGE_KEY = 'invoicing.sync-queue';

export type StoredQueue = {
  ownerId: string | null;
  queue: QueueItem[];
  /** The server's version of the settings this browser's copy is based on (If-Match). */
  settingsVersion?: number | null;
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

export const createQueueStorage = (storage?: Storage): VersionedStorage<StoredQueue> =>
  createVersionedStorage({
    key: QUEUE_STORAGE_KEY,
    version: 1,
    normalise: normaliseQueue,
    ...(storage === undefined ? {} : { storage }),
  });
