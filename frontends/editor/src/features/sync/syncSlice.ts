import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { localDataCleared } from '../invoices/editor-actions';
import { enqueue, MAX_RETRIES, subjectOf, type QueueItem } from './offline-queue';

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

/**
 * A queued change the server refused with 412 (another device changed the invoice or the
 * settings since this browser's version) that needs the user's choice: the queue waits until
 * they keep theirs or take the other (ConflictDialog.tsx, docs/cloud-sync.md).
 */
export type Conflict = {
  itemId: string;
  /** The server's copy, as its 412 answered it, in this browser's shape. */
  current:
    | { kind: 'invoice'; invoice: Invoice }
    | { kind: 'settings'; settings: Settings; version: number };
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
  /** The server's version of the account's settings this browser's copy is based on. */
  settingsVersion: number | null;
  /** The conflict waiting for the user, if any; sending waits behind it. */
  conflict: Conflict | null;
  /** Whether its dialog is showing (closed: a note offers to open it again). */
  conflictOpen: boolean;
};

const initialState: SyncState = {
  status: 'loading_cloud',
  ownerId: null,
  queue: [],
  busyId: null,
  dropped: [],
  syncedAt: null,
  error: null,
  settingsVersion: null,
  conflict: null,
  conflictOpen: false,
};

export const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    /** The queue as stored in this browser for this account (another account's is dropped). */
    queueLoaded(
      state,
      action: PayloadAction<{
        ownerId: string;
        queue: QueueItem[];
        settingsVersion?: number | null;
      }>,
    ) {
      state.ownerId = action.payload.ownerId;
      state.queue = action.payload.queue;
      state.settingsVersion = action.payload.settingsVersion ?? null;
    },
    /** The settings' version the server answered (GET, or a conflict the user settled). */
    settingsVersionKnown(state, action: PayloadAction<number>) {
      state.settingsVersion = action.payload;
    },
    /** Send the invoice's waiting edit now rather than after the autosave's pause. */
    cloudSaveRequested(_state, _action: PayloadAction<string>) {},
    /** Send the settings' waiting change now (the server is about to read them). */
    cloudSettingsSaveRequested() {},
    changeQueuedForCloud(state, action: PayloadAction<QueueItem>) {
      state.queue = enqueue(state.queue, action.payload, state.busyId);
    },
    sendStarted(state, action: PayloadAction<string>) {
      state.busyId = action.payload;
    },
    /**
     * The server took the item. `version` (and `base`, an invoice as stored) is what it answered:
     * the changes of the same subject still waiting are now made on that version.
     */
    sent(
      state,
      action: PayloadAction<{ id: string; at: string; version?: number; base?: Invoice }>,
    ) {
      const { id, at, version, base } = action.payload;
      const item = state.queue.find((queued) => queued.id === id);
      state.queue = state.queue.filter((queued) => queued.id !== id);
      state.busyId = null;
      if (state.queue.length === 0) state.syncedAt = at;
      if (item === undefined || version === undefined) return;
      const subject = subjectOf(item);
      if (subject === 'settings') state.settingsVersion = version;
      for (const waiting of state.queue) {
        if (subjectOf(waiting) !== subject || waiting.type === 'create') continue;
        waiting.baseVersion = version;
        if (base !== undefined) waiting.base = base;
      }
    },
    /** The server refused the item with 412 and the user has to choose (ConflictDialog). */
    conflictFound(state, action: PayloadAction<Conflict>) {
      state.busyId = null;
      state.conflict = action.payload;
      state.conflictOpen = true;
    },
    /** The user's choice (ConflictDialog); the cloud sync acts on it (cloud-sync.ts). */
    conflictSettled(_state, _action: PayloadAction<'keepMine' | 'takeTheirs'>) {},
    conflictDialogShown(state, action: PayloadAction<boolean>) {
      state.conflictOpen = action.payload && state.conflict !== null;
    },
    /**
     * This browser's change is sent again on the server's version (`version`, `base` the
     * server's copy), with `data` (the change rebased onto it) when given.
     */
    changeRebased(
      state,
      action: PayloadAction<{
        id: string;
        version: number;
        base?: Invoice;
        data?: QueueItem['data'];
      }>,
    ) {
      const { id, version, base, data } = action.payload;
      state.busyId = null;
      const item = state.queue.find((queued) => queued.id === id);
      if (state.conflict?.itemId === id) {
        state.conflict = null;
        state.conflictOpen = false;
      }
      if (item === undefined) return;
      item.baseVersion = version;
      item.retryCount = 0;
      if (base !== undefined) item.base = base;
      if (data !== undefined) item.data = data;
      if (subjectOf(item) === 'settings') state.settingsVersion = version;
    },
    /**
     * The server's copy replaces this browser's: every change of the subject that waits goes
     * (they were made on the copy the user chose to leave). `version`: the server's.
     */
    subjectTakenFromCloud(
      state,
      action: PayloadAction<{ subject: string; version: number; at: string }>,
    ) {
      const { subject, version, at } = action.payload;
      state.busyId = null;
      state.queue = state.queue.filter((item) => subjectOf(item) !== subject);
      if (
        state.conflict !== null &&
        !state.queue.some((item) => item.id === state.conflict?.itemId)
      ) {
        state.conflict = null;
        state.conflictOpen = false;
      }
      if (subject === 'settings') state.settingsVersion = version;
      if (state.queue.length === 0) state.syncedAt = at;
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
