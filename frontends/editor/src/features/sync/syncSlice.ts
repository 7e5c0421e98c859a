import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { localDataCleared } from '../invoices/editor-actions';
import { enqueue, MAX_RETRIES, type QueueItem } from './offline-queue';

/**
 * Spec §4 "Loading state", as far as the cloud is concerned: `loading_cloud` until the first
 * sync of the page has run, then `syncing` while one runs, `idle` after, `error` when it failed.
 */
export type CloudStatus = 'idle' | 'loading_cloud' | 'syncing' | 'error';

/** A change the server refused three times: dropped, and the user is told which (spec §8). */
export type DroppedChange = {
  id: string;
  invoiceNumber: string | null;
  kind: 'invoice' | 'settings';
};

export type SyncState = {
  status: CloudStatus;
  /** The account the queue belongs to; another account's sign-in starts an empty queue. */
  ownerId: string | null;
  queue: QueueItem[];
  /** The item being sent now. */
  busyId: string | null;
  dropped: DroppedChange[];
  /** When the cloud last had everything this browser has (ISO time). */
  syncedAt: string | null;
  /** SYNC_ERROR or SETTINGS_UPDATE_ERROR of spec §8, until the next success. */
  error: 'SYNC_ERROR' | 'SETTINGS_UPDATE_ERROR' | null;
};

const initialState: SyncState = {
  status: 'loading_cloud',
  ownerId: null,
  queue: [],
  busyId: null,
  dropped: [],
  syncedAt: null,
  error: null,
};

export const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    /** The queue as stored in this browser for this account (another account's is dropped). */
    queueLoaded(state, action: PayloadAction<{ ownerId: string; queue: QueueItem[] }>) {
      state.ownerId = action.payload.ownerId;
      state.queue = action.payload.queue;
    },
    changeQueuedForCloud(state, action: PayloadAction<QueueItem>) {
      state.queue = enqueue(state.queue, action.payload, state.busyId);
    },
    sendStarted(state, action: PayloadAction<string>) {
      state.busyId = action.payload;
    },
    sent(state, action: PayloadAction<{ id: string; at: string }>) {
      state.queue = state.queue.filter((item) => item.id !== action.payload.id);
      state.busyId = null;
      if (state.queue.length === 0) state.syncedAt = action.payload.at;
    },
    /** No answer (offline): the item waits, untouched, for the connection. */
    sendInterrupted(state) {
      state.busyId = null;
    },
    /** The server refused the item: one try used; the third refusal drops it. */
    sendRefused(state, action: PayloadAction<{ id: string; dropped: DroppedChange }>) {
      state.busyId = null;
      const item = state.queue.find((queued) => queued.id === action.payload.id);
      if (item === undefined) return;
      item.retryCount += 1;
      if (item.retryCount >= MAX_RETRIES) {
        state.queue = state.queue.filter((queued) => queued !== item);
        state.dropped.push(action.payload.dropped);
      }
    },
    /** The item was replaced by others (a create renumbered, an update that became a create). */
    itemReplaced(state, action: PayloadAction<{ id: string; by: QueueItem[] }>) {
      state.busyId = null;
      const index = state.queue.findIndex((item) => item.id === action.payload.id);
      if (index !== -1) state.queue.splice(index, 1, ...action.payload.by);
    },
    droppedNoticeClosed(state, action: PayloadAction<string>) {
      state.dropped = state.dropped.filter((change) => change.id !== action.payload);
    },
    cloudStatusChanged(
      state,
      action: PayloadAction<{ status: CloudStatus; error?: SyncState['error']; at?: string }>,
    ) {
      state.status = action.payload.status;
      if (action.payload.error !== undefined) state.error = action.payload.error;
      if (action.payload.at !== undefined && state.queue.length === 0)
        state.syncedAt = action.payload.at;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(localDataCleared, () => initialState);
  },
});

export const syncActions = syncSlice.actions;
