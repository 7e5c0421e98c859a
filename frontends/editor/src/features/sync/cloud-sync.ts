// The signed-in editor's cloud sync (spec §4 "Saving and sync"): on sign-in the account's
// settings and invoices meet this browser's (sign-in-sync.ts); afterwards every change goes
// through the offline queue to the server (queue-sender.ts). This file connects them to the
// editor's actions. Local saving stays as it was (persistence.ts): the browser is the first copy,
// the cloud the second.
import { isAnyOf } from '@reduxjs/toolkit';
import {
  debounce,
  selectAuthStatus,
  selectSessionUser,
  sessionActions,
  type Debounced,
} from '@app/platform';
import {
  addAppListener,
  selectSavedInvoice,
  selectSettings,
  selectSync,
  type AppStore,
  type RootState,
} from '../../store';
import {
  cloudMerged,
  firstVisit,
  hydrated,
  invoiceDeleted,
  invoiceEdited,
  invoiceSaved,
  invoiceSynced,
  localDataCleared,
  scheduleDraftChanged,
} from '../invoices/editor-actions';
import { invoicesSlice } from '../invoices/invoicesSlice';
import { clearedState } from '../invoices/editor-schema';
import { settingsSlice } from '../settings/settingsSlice';
import { INVOICES_ENDPOINT, SETTINGS_ENDPOINT, invoiceEndpoint } from './offline-queue';
import { createQueueSender } from './queue-sender';
import { createQueueStorage, type QueueStorage } from './queue-storage';
import { createScheduleAfterSave } from './schedule-after-save';
import { createSignInSync } from './sign-in-sync';
import type { SyncContext } from './sync-context';
import { syncActions } from './syncSlice';

/** Spec §9: a saved invoice is sent 500 ms after the last edit; settings wait as long. */
export const CLOUD_SAVE_DEBOUNCE_MS = 500;

type Store = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;

/**
 * Starts the cloud sync for the editor on this page and returns the function that stops it. It
 * does nothing for a signed-out visitor except wait for a sign-in.
 */
export function startCloudSync(
  store: Store,
  queueStorage: QueueStorage = createQueueStorage(),
): () => void {
  const { dispatch } = store;
  const state = () => store.getState() as RootState;
  let stopped = false;
  const context: SyncContext = {
    dispatch,
    state,
    userId: () =>
      selectAuthStatus(state()) === 'signedIn' ? (selectSessionUser(state())?.id ?? null) : null,
    stopped: () => stopped,
  };
  const { userId } = context;

  const autosaves = new Map<string, Debounced<[]>>();
  const queue = createQueueSender(context, queueStorage, (id) => autosaves.has(id));
  const { queueChange, sendQueue } = queue;
  const syncWithCloud = createSignInSync(context, queue);
  const schedules = createScheduleAfterSave(context);

  const autosave = (id: string) => {
    let save = autosaves.get(id);
    if (save === undefined) {
      save = debounce(() => {
        autosaves.delete(id);
        const invoice = selectSavedInvoice(state(), id);
        if (invoice === undefined || invoice.status === 'concept') return;
        queueChange({ type: 'update', endpoint: invoiceEndpoint(id), data: invoice });
      }, CLOUD_SAVE_DEBOUNCE_MS);
      autosaves.set(id, save);
    }
    save();
  };

  const saveSettings = debounce(() => {
    queueChange({ type: 'update', endpoint: SETTINGS_ENDPOINT, data: selectSettings(state()) });
  }, CLOUD_SAVE_DEBOUNCE_MS);

  const forget = () => {
    autosaves.forEach((save) => save.cancel());
    autosaves.clear();
    saveSettings.cancel();
    queue.cancelRetry();
  };

  /**
   * At sign-in: data this browser keeps for another account (its session expired without a
   * sign-out) is forgotten before anything is merged or uploaded, so it never reaches this one.
   * Data written signed out (no account) is this user's to upload.
   */
  const adoptAccount = (owner: string) => {
    const stored = queueStorage.load();
    if (stored?.ownerId != null && stored.ownerId !== owner) {
      forget();
      queueStorage.remove();
      dispatch(localDataCleared(clearedState(selectSettings(state()).language)));
    }
    queue.ownQueue(owner);
  };

  /** Before an edit of a saved invoice: its copy, the server's version the edit is made on. */
  const noteEdit = (original: RootState, id: string) =>
    queue.noteEdit(selectSavedInvoice(original, id));

  const stops = [
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) =>
          selectAuthStatus(current) === 'signedIn' &&
          (selectAuthStatus(previous) !== 'signedIn' ||
            selectSessionUser(current)?.id !== selectSessionUser(previous)?.id),
        effect: () => {
          const owner = userId();
          if (owner === null) return;
          adoptAccount(owner);
          void syncWithCloud();
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: sessionActions.userSignedOut,
        effect: () => {
          forget();
          queueStorage.remove();
          dispatch(localDataCleared(clearedState(selectSettings(state()).language)));
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: invoiceSaved,
        effect: ({ payload }) => {
          const id = payload.saved.invoice.id;
          if (id === undefined || userId() === null) return;
          if (payload.saved.numbered) {
            const invoice = selectSavedInvoice(state(), id);
            if (invoice !== undefined)
              queueChange({ type: 'create', endpoint: INVOICES_ENDPOINT, data: invoice });
          } else {
            autosave(id);
          }
        },
      }),
    ),
    // Spec §4: the schedule set before the save is created once the server has the invoice.
    dispatch(
      addAppListener({
        actionCreator: invoiceSynced,
        effect: ({ payload }) => schedules.invoiceStored(payload.id),
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: scheduleDraftChanged,
        effect: ({ payload }) => {
          if (payload.id !== null && payload.draft !== null) schedules.invoiceStored(payload.id);
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: cloudMerged,
        effect: () => schedules.retryWaiting(),
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: invoiceEdited,
        effect: ({ payload }, api) => {
          if (payload.id === null || userId() === null) return;
          noteEdit(api.getOriginalState(), payload.id);
          autosave(payload.id);
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: invoicesSlice.actions.paymentStatusSet,
        effect: ({ payload }, api) => {
          if (userId() === null) return;
          noteEdit(api.getOriginalState(), payload.id);
          autosave(payload.id);
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: invoiceDeleted,
        effect: ({ payload: id }, api) => {
          autosaves.get(id)?.cancel();
          autosaves.delete(id);
          const before = selectSavedInvoice(api.getOriginalState(), id);
          if (before === undefined || userId() === null) return;
          // Deleted is what this browser did to the version it had: sent with that version.
          queueChange({
            type: 'delete',
            endpoint: invoiceEndpoint(id),
            data: { id, invoiceNumber: before.invoiceNumber },
            ...(before.version === undefined ? {} : { baseVersion: before.version, base: before }),
          });
        },
      }),
    ),
    dispatch(
      addAppListener({
        // The user's own changes; settings that arrive (cloud, another tab, a reset) are not.
        predicate: (action, current, previous) =>
          selectSettings(current) !== selectSettings(previous) &&
          !isAnyOf(
            settingsSlice.actions.cloudSettingsApplied,
            hydrated,
            firstVisit,
            localDataCleared,
          )(action) &&
          !settingsSlice.actions.logoChanged.match(action),
        effect: () => {
          if (userId() !== null) saveSettings();
        },
      }),
    ),
  ];

  // The user's choice in a version conflict (ConflictDialog).
  stops.push(
    dispatch(
      addAppListener({
        actionCreator: syncActions.cloudSaveRequested,
        effect: ({ payload }) => autosaves.get(payload)?.flush(),
      }),
    ),
  );
  stops.push(
    dispatch(
      addAppListener({
        actionCreator: syncActions.cloudSettingsSaveRequested,
        effect: () => saveSettings.flush(),
      }),
    ),
  );
  stops.push(
    dispatch(
      addAppListener({
        actionCreator: syncActions.conflictSettled,
        effect: ({ payload }) => queue.settleConflict(payload),
      }),
    ),
  );

  // The queue is stored as it changes, so a reload or a closed tab loses nothing.
  let stored = selectSync(state());
  const unsubscribe = store.subscribe(() => {
    const sync = selectSync(state());
    if (
      sync.queue === stored.queue &&
      sync.ownerId === stored.ownerId &&
      sync.settingsVersion === stored.settingsVersion
    )
      return;
    stored = sync;
    if (sync.ownerId !== null)
      queueStorage.save({
        ownerId: sync.ownerId,
        queue: sync.queue,
        settingsVersion: sync.settingsVersion,
      });
  });

  // Back online: what waits is sent, and a sync that failed (offline at sign-in) runs again.
  const online = () => {
    if (selectSync(state()).status === 'error') void syncWithCloud();
    else void sendQueue();
  };
  window.addEventListener('online', online);

  const owner = userId();
  if (owner !== null) {
    adoptAccount(owner);
    void syncWithCloud();
  }

  return () => {
    stopped = true;
    autosaves.forEach((save) => save.flush());
    saveSettings.flush();
    queue.cancelRetry();
    stops.forEach((stop) => stop());
    unsubscribe();
    window.removeEventListener('online', online);
  };
}
