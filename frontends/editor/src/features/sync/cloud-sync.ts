// The signed-in editor's cloud sync (spec §4 "Saving and sync"): on sign-in the account's
// settings and invoices meet this browser's; afterwards every change goes through the offline
// queue to the server. Local saving stays as it was (persistence.ts): the browser is the first
// copy, the cloud the second.
import { isAnyOf } from '@reduxjs/toolkit';
import { generateId, mergeInvoices } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import {
  addAppListener,
  apiErrorOf,
  debounce,
  selectAuthStatus,
  selectSessionUser,
  sessionActions,
  type AppStore,
  type Debounced,
  type RootState,
} from '@app/platform';
import {
  changeQueued,
  cloudMerged,
  firstVisit,
  hydrated,
  invoiceDeleted,
  invoiceEdited,
  invoiceSaved,
  invoiceSynced,
  localDataCleared,
} from '../invoices/editor-actions';
import {
  selectSavedInvoice,
  selectSavedInvoices,
  selectSettings,
  selectSync,
} from '../invoices/editor-store';
import { invoicesSlice } from '../invoices/invoicesSlice';
import { clearedState } from '../invoices/persistence';
import { settingsSlice } from '../invoices/settingsSlice';
import { fromApiSettings } from './cloud-invoices';
import {
  BULK_SIZE,
  fetchInvoices,
  fetchSettings,
  sendItem,
  uploadInvoices,
} from './cloud-requests';
import {
  INVOICES_ENDPOINT,
  MAX_RETRIES,
  SETTINGS_ENDPOINT,
  invoiceEndpoint,
  invoicesWaiting,
  isSettingsItem,
  subjectOf,
  type QueueItem,
} from './offline-queue';
import { createQueueStorage, type StoredQueue } from './queue-storage';
import { syncActions, type DroppedChange } from './syncSlice';
import type { VersionedStorage } from '@app/platform';

/** Spec §9: a saved invoice is sent 500 ms after the last edit; settings wait as long. */
export const CLOUD_SAVE_DEBOUNCE_MS = 500;
/** A refused change is tried again after 1 s, then 2 s; its third refusal drops it. */
export const RETRY_BASE_MS = 1000;
/** Without an answer (server unreachable while the browser says online), try again after this. */
export const UNREACHABLE_RETRY_MS = 5000;

type Store = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;
type Outcome = 'sent' | 'unanswered' | 'refused' | 'replaced';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Starts the cloud sync for the editor on this page and returns the function that stops it. It
 * does nothing for a signed-out visitor except wait for a sign-in.
 */
export function startCloudSync(
  store: Store,
  queueStorage: VersionedStorage<StoredQueue> = createQueueStorage(),
): () => void {
  const { dispatch } = store;
  const state = () => store.getState() as RootState;
  const userId = (): string | null =>
    selectAuthStatus(state()) === 'signedIn' ? (selectSessionUser(state())?.id ?? null) : null;
  const now = () => new Date().toISOString();

  const autosaves = new Map<string, Debounced<[]>>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;
  let syncing: Promise<void> | null = null;
  let stopped = false;

  /** The queue belongs to the signed-in account: it is read from storage on its first use. */
  const ownQueue = (owner: string) => {
    if (selectSync(state()).ownerId === owner) return;
    const stored = queueStorage.load();
    dispatch(
      syncActions.queueLoaded({
        ownerId: owner,
        queue: stored?.ownerId === owner ? stored.queue : [],
      }),
    );
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
    ownQueue(owner);
  };

  const queueChange = (item: Omit<QueueItem, 'id' | 'retryCount'>) => {
    const owner = userId();
    if (owner === null) return;
    ownQueue(owner);
    const queued = { ...item, id: generateId(), retryCount: 0 } as QueueItem;
    dispatch(syncActions.changeQueuedForCloud(queued));
    if (!isSettingsItem(queued)) dispatch(changeQueued(subjectOf(queued)));
    void sendQueue();
  };

  const scheduleRetry = (delay: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void sendQueue(), delay);
  };

  const dropped = (item: QueueItem): DroppedChange =>
    isSettingsItem(item)
      ? { id: item.id, invoiceNumber: null, kind: 'settings' }
      : { id: item.id, invoiceNumber: item.data.invoiceNumber || null, kind: 'invoice' };

  /** After the server took a change: the invoice is in step unless more of it waits. */
  const markSent = (item: QueueItem, answer: unknown) => {
    dispatch(syncActions.sent({ id: item.id, at: now() }));
    if (isSettingsItem(item) || item.type === 'delete') return;
    const id = subjectOf(item);
    const stored = answer as { invoiceNumber?: unknown } | undefined;
    const waiting = invoicesWaiting(selectSync(state()).queue).has(id) || autosaves.has(id);
    const local = selectSavedInvoice(state(), id);
    if (local === undefined) return;
    const invoiceNumber =
      typeof stored?.invoiceNumber === 'string' ? stored.invoiceNumber : local.invoiceNumber;
    dispatch(invoiceSynced({ id, invoiceNumber, synced: !waiting }));
  };

  const send = async (item: QueueItem): Promise<Outcome> => {
    let result;
    try {
      result = await sendItem(dispatch, item);
    } catch {
      return 'unanswered';
    }
    if (result.ok) {
      markSent(item, result.data);
      return 'sent';
    }
    const error = apiErrorOf(result.error);
    // No answer, or the session ended: the change waits for the connection or a sign-in.
    if (error.status === null || error.status === 401) return 'unanswered';
    if (item.type === 'delete' && error.code === 'NOT_FOUND') {
      markSent(item, undefined);
      return 'sent';
    }
    if (!isSettingsItem(item) && item.type === 'create' && error.code === 'INVOICE_NUMBER_TAKEN') {
      // Another device used the number meanwhile: the server gives this invoice the next one.
      const renumbered = { ...item, data: { ...item.data, invoiceNumber: '' }, retryCount: 0 };
      dispatch(syncActions.itemReplaced({ id: item.id, by: [renumbered] }));
      return 'replaced';
    }
    if (!isSettingsItem(item) && item.type === 'update' && error.code === 'NOT_FOUND') {
      // The server does not have it (never uploaded, or deleted elsewhere): this browser's copy
      // is stored again rather than lost.
      const create = { ...item, type: 'create', endpoint: INVOICES_ENDPOINT, retryCount: 0 };
      dispatch(syncActions.itemReplaced({ id: item.id, by: [create as QueueItem] }));
      return 'replaced';
    }
    if (!stopped) console.warn(`The server refused a queued change (${error.code})`, item.endpoint);
    return 'refused';
  };

  /** Sends the queue in order, one change at a time, while signed in and online. */
  const sendQueue = (): Promise<void> => {
    sending ??= (async () => {
      clearTimeout(retryTimer);
      for (;;) {
        const owner = userId();
        const sync = selectSync(state());
        const item = sync.queue[0];
        if (stopped || owner === null || sync.ownerId !== owner || item === undefined) return;
        if (!isOnline()) return;
        dispatch(syncActions.sendStarted(item.id));
        const outcome = await send(item);
        if (outcome === 'unanswered') {
          dispatch(syncActions.sendInterrupted());
          if (isOnline()) scheduleRetry(UNREACHABLE_RETRY_MS);
          return;
        }
        if (outcome === 'refused') {
          dispatch(syncActions.sendRefused({ id: item.id, dropped: dropped(item) }));
          if (item.retryCount + 1 < MAX_RETRIES) {
            scheduleRetry(RETRY_BASE_MS * 2 ** item.retryCount);
            return;
          }
        }
      }
    })().finally(() => {
      sending = null;
    });
    return sending;
  };

  /** Spec §4: the account's settings apply, with the larger latest invoice number. */
  const applyCloudSettings = async () => {
    const logoBefore = selectSettings(state()).logo;
    const result = await fetchSettings(dispatch);
    if (!result.ok) {
      // Spec §8: a failed settings fetch is logged only.
      if (!stopped) console.warn('Could not fetch the settings', result.error);
      return;
    }
    const local = selectSettings(state());
    const cloud = fromApiSettings(result.data.settings);
    const latestInvoiceNumber = Math.max(local.latestInvoiceNumber, cloud.latestInvoiceNumber);
    // An account that never stored settings takes this browser's (written before signing in).
    // A logo uploaded or removed while the settings were on their way is newer than theirs.
    const logo = local.logo !== logoBefore ? local.logo : cloud.logo;
    const merged: Settings =
      result.data.savedAt === null
        ? { ...local, logo, latestInvoiceNumber }
        : { ...cloud, logo, latestInvoiceNumber };
    dispatch(settingsSlice.actions.cloudSettingsApplied(merged));
    if (result.data.savedAt === null || latestInvoiceNumber > cloud.latestInvoiceNumber) {
      queueChange({ type: 'update', endpoint: SETTINGS_ENDPOINT, data: merged });
    }
  };

  /** Invoices this browser has that never reached the server (written signed out). */
  const uploadLocalOnly = async () => {
    const waiting = invoicesWaiting(selectSync(state()).queue);
    const local = selectSavedInvoices(state()).filter(
      (invoice) => invoice.synced !== true && !waiting.has(invoice.id ?? ''),
    );
    for (let start = 0; start < local.length; start += BULK_SIZE) {
      const chunk = local.slice(start, start + BULK_SIZE);
      const result = await uploadInvoices(dispatch, chunk);
      if (!result.ok) throw result.error;
      for (const stored of result.data.created) {
        dispatch(
          invoiceSynced({ id: stored.id, invoiceNumber: stored.invoiceNumber, synced: true }),
        );
      }
      // What the server did not take goes through the queue: without its number when another
      // invoice of the account has it (the server gives the next one), and anything refused
      // three times is dropped with a note.
      for (const failed of result.data.errors) {
        const invoice = chunk[failed.index];
        if (invoice === undefined) continue;
        const data =
          failed.code === 'INVOICE_NUMBER_TAKEN' ? { ...invoice, invoiceNumber: '' } : invoice;
        queueChange({ type: 'create', endpoint: INVOICES_ENDPOINT, data });
      }
    }
  };

  /** Spec §4: one sync after sign-in; never two at once. */
  const syncWithCloud = (): Promise<void> => {
    syncing ??= (async () => {
      dispatch(syncActions.cloudStatusChanged({ status: 'syncing' }));
      try {
        await applyCloudSettings();
        await sendQueue();
        await uploadLocalOnly();
        await sendQueue();
        const cloud = await fetchInvoices(dispatch, selectSettings(state()));
        if (userId() === null) return;
        // An invoice whose create still waits is not in the cloud yet, whatever its number says
        // (the server renumbers it when another invoice has that number): it is kept as it is.
        const creating = new Set(
          selectSync(state())
            .queue.filter((item) => item.type === 'create')
            .map(subjectOf),
        );
        const local = selectSavedInvoices(state());
        const waiting = local.filter((invoice) => creating.has(invoice.id ?? ''));
        const rest = local.filter((invoice) => !creating.has(invoice.id ?? ''));
        dispatch(cloudMerged([...mergeInvoices(cloud, rest), ...waiting]));
        dispatch(syncActions.cloudStatusChanged({ status: 'idle', error: null, at: now() }));
      } catch (error) {
        if (stopped) return;
        console.warn('Failed to sync with cloud', error);
        dispatch(syncActions.cloudStatusChanged({ status: 'error', error: 'SYNC_ERROR' }));
      }
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  };

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
    clearTimeout(retryTimer);
  };

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
    dispatch(
      addAppListener({
        actionCreator: invoiceEdited,
        effect: ({ payload }) => {
          if (payload.id !== null && userId() !== null) autosave(payload.id);
        },
      }),
    ),
    dispatch(
      addAppListener({
        actionCreator: invoicesSlice.actions.paymentStatusSet,
        effect: ({ payload }) => {
          if (userId() !== null) autosave(payload.id);
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
          queueChange({
            type: 'delete',
            endpoint: invoiceEndpoint(id),
            data: { id, invoiceNumber: before.invoiceNumber },
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

  // The queue is stored as it changes, so a reload or a closed tab loses nothing.
  let stored = selectSync(state());
  const unsubscribe = store.subscribe(() => {
    const sync = selectSync(state());
    if (sync.queue === stored.queue && sync.ownerId === stored.ownerId) return;
    stored = sync;
    if (sync.ownerId !== null) queueStorage.save({ ownerId: sync.ownerId, queue: sync.queue });
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
    clearTimeout(retryTimer);
    stops.forEach((stop) => stop());
    unsubscribe();
    window.removeEventListener('online', online);
  };
}
