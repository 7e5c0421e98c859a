// The offline queue's sender (spec §4 "Saving and sync", §7 "Offline replay"): changes are queued,
// then sent in order, one at a time, while signed in and online; docs/cloud-sync.md.
import { generateId } from '@app/contracts/invoice';
import { apiErrorOf, type VersionedStorage } from '@app/platform';
import { selectSavedInvoice, selectSync } from '../../store';
import { changeQueued, invoiceSynced } from '../invoices/editor-actions';
import { sendItem } from './cloud-requests';
import {
  INVOICES_ENDPOINT,
  MAX_RETRIES,
  invoicesWaiting,
  isSettingsItem,
  subjectOf,
  type QueueItem,
} from './offline-queue';
import type { StoredQueue } from './queue-storage';
import { now, type SyncContext } from './sync-context';
import { syncActions, type DroppedChange } from './syncSlice';

/** A refused change is tried again after 1 s, then 2 s; its third refusal drops it. */
export const RETRY_BASE_MS = 1000;
/** Without an answer (server unreachable while the browser says online), try again after this. */
export const UNREACHABLE_RETRY_MS = 5000;

type Outcome = 'sent' | 'unanswered' | 'refused' | 'replaced';

export type QueueSender = {
  /** Makes the queue the signed-in account's: read from storage on its first use. */
  ownQueue(owner: string): void;
  /** Queues a change of the signed-in user and starts sending. */
  queueChange(item: Omit<QueueItem, 'id' | 'retryCount'>): void;
  /** Sends what waits; resolves when the queue is empty or sending has to wait. */
  sendQueue(): Promise<void>;
  /** Forgets a planned retry. */
  cancelRetry(): void;
};

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const dropped = (item: QueueItem): DroppedChange =>
  isSettingsItem(item)
    ? { id: item.id, invoiceNumber: null, kind: 'settings' }
    : { id: item.id, invoiceNumber: item.data.invoiceNumber || null, kind: 'invoice' };

/**
 * `editPending(id)` says whether an edit of that invoice still waits for its pause: the invoice
 * is not in step with the cloud then, whatever the server just took.
 */
export function createQueueSender(
  { dispatch, state, userId, stopped }: SyncContext,
  queueStorage: VersionedStorage<StoredQueue>,
  editPending: (invoiceId: string) => boolean,
): QueueSender {
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;

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

  /** After the server took a change: the invoice is in step unless more of it waits. */
  const markSent = (item: QueueItem, answer: unknown) => {
    dispatch(syncActions.sent({ id: item.id, at: now() }));
    if (isSettingsItem(item) || item.type === 'delete') return;
    const id = subjectOf(item);
    const stored = answer as { invoiceNumber?: unknown } | undefined;
    const waiting = invoicesWaiting(selectSync(state()).queue).has(id) || editPending(id);
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
    if (!stopped()) {
      console.warn(`The server refused a queued change (${error.code})`, item.endpoint);
    }
    return 'refused';
  };

  const sendQueue = (): Promise<void> => {
    sending ??= (async () => {
      clearTimeout(retryTimer);
      for (;;) {
        const owner = userId();
        const sync = selectSync(state());
        const item = sync.queue[0];
        if (stopped() || owner === null || sync.ownerId !== owner || item === undefined) return;
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

  return { ownQueue, queueChange, sendQueue, cancelRetry: () => clearTimeout(retryTimer) };
}
