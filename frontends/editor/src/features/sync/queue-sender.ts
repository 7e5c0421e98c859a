// The offline queue's sender (spec §4 "Saving and sync", §7 "Offline replay"): changes are queued,
// then sent in order, one at a time, while signed in and online; docs/cloud-sync.md.
import { generateId, type Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { apiErrorOf } from '@app/platform';
import { selectSavedInvoice, selectSettings, selectSync } from '../../store';
import { changeQueued, invoiceReplaced, invoiceSynced } from '../invoices/editor-actions';
import { settingsSlice } from '../settings/settingsSlice';
import { fromApiInvoice, fromApiSettings } from './cloud-invoices';
import { conflictCopyOf, sendItem } from './cloud-requests';
import { invoiceConflict, rebaseInvoice, settingsConflict } from './conflicts';
import {
  INVOICES_ENDPOINT,
  MAX_RETRIES,
  invoicesWaiting,
  isSettingsItem,
  subjectOf,
  type QueueItem,
} from './offline-queue';
import type { QueueStorage } from './queue-storage';
import { now, type SyncContext } from './sync-context';
import { syncActions, type Conflict, type DroppedChange } from './syncSlice';

/** A refused change is tried again after 1 s, then 2 s; its third refusal drops it. */
export const RETRY_BASE_MS = 1000;
/** Without an answer (server unreachable while the browser says online), try again after this. */
export const UNREACHABLE_RETRY_MS = 5000;

const withVersion = (version: number | undefined) => (version === undefined ? {} : { version });

type Outcome = 'sent' | 'unanswered' | 'refused' | 'replaced' | 'conflict';

/** How the user settles a conflict: send this browser's change again, or take the server's. */
export type ConflictChoice = 'keepMine' | 'takeTheirs';

export type QueueSender = {
  /** Makes the queue the signed-in account's: read from storage on its first use. */
  ownQueue(owner: string): void;
  /** Queues a change of the signed-in user and starts sending. */
  queueChange(item: Omit<QueueItem, 'id' | 'retryCount'>): void;
  /** Sends what waits; resolves when the queue is empty or sending has to wait. */
  sendQueue(): Promise<void>;
  /** Forgets a planned retry. */
  cancelRetry(): void;
  /**
   * Before an edit of a saved invoice: `before` is it as it was. The first edit after it was in
   * step with the cloud keeps that copy, the version the change is made on (`base`).
   */
  noteEdit(before: Invoice | undefined): void;
  /** Settles the conflict waiting for the user and sends what waits. */
  settleConflict(choice: ConflictChoice): void;
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
  queueStorage: QueueStorage,
  editPending: (invoiceId: string) => boolean,
): QueueSender {
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;
  /** Per invoice with changes not yet in the cloud: the server's copy they were made on. */
  const bases = new Map<string, Invoice>();

  const ownQueue = (owner: string) => {
    if (selectSync(state()).ownerId === owner) return;
    const stored = queueStorage.load();
    const own = stored?.ownerId === owner;
    dispatch(
      syncActions.queueLoaded({
        ownerId: owner,
        queue: own ? stored.queue : [],
        settingsVersion: own ? (stored.settingsVersion ?? null) : null,
      }),
    );
  };

  const noteEdit = (before: Invoice | undefined) => {
    if (before?.id === undefined || before.synced !== true || bases.has(before.id)) return;
    bases.set(before.id, before);
  };

  /** The version (and copy) a change is made on, unless the caller named them. */
  const versionOf = (item: Omit<QueueItem, 'id' | 'retryCount'>) => {
    if (item.type === 'create' || item.baseVersion !== undefined) return {};
    if (isSettingsItem(item as QueueItem)) {
      const version = selectSync(state()).settingsVersion;
      return version === null ? {} : { baseVersion: version };
    }
    const id = subjectOf(item as QueueItem);
    const version = selectSavedInvoice(state(), id)?.version;
    const base = bases.get(id);
    return {
      ...(version === undefined ? {} : { baseVersion: version }),
      ...(base === undefined ? {} : { base }),
    };
  };

  const queueChange = (item: Omit<QueueItem, 'id' | 'retryCount'>) => {
    const owner = userId();
    if (owner === null) return;
    ownQueue(owner);
    const queued = { ...item, ...versionOf(item), id: generateId(), retryCount: 0 } as QueueItem;
    dispatch(syncActions.changeQueuedForCloud(queued));
    if (!isSettingsItem(queued)) dispatch(changeQueued(subjectOf(queued)));
    void sendQueue();
  };

  const scheduleRetry = (delay: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void sendQueue(), delay);
  };

  /**
   * After the server took a change: the invoice is in step unless more of it waits; what waits
   * is now made on the version it answered.
   */
  const markSent = (item: QueueItem, answer: unknown) => {
    const stored = answer as { invoiceNumber?: unknown; version?: unknown } | null | undefined;
    const version = typeof stored?.version === 'number' ? stored.version : undefined;
    if (isSettingsItem(item) || item.type === 'delete') {
      dispatch(syncActions.sent({ id: item.id, at: now(), ...withVersion(version) }));
      if (item.type === 'delete') bases.delete(subjectOf(item));
      return;
    }
    const id = subjectOf(item);
    const copy =
      version === undefined ? null : fromApiInvoice(answer as never, selectSettings(state()));
    dispatch(
      syncActions.sent({
        id: item.id,
        at: now(),
        ...withVersion(version),
        ...(copy === null ? {} : { base: copy }),
      }),
    );
    const waiting = invoicesWaiting(selectSync(state()).queue).has(id) || editPending(id);
    if (!waiting) bases.delete(id);
    else if (copy !== null) bases.set(id, copy);
    const local = selectSavedInvoice(state(), id);
    if (local === undefined) return;
    const invoiceNumber =
      typeof stored?.invoiceNumber === 'string' ? stored.invoiceNumber : local.invoiceNumber;
    dispatch(invoiceSynced({ id, invoiceNumber, synced: !waiting, ...withVersion(version) }));
  };

  /** Takes the server's copy: what waits for the subject goes, the local copy becomes it. */
  const takeTheirs = (item: QueueItem, current: Conflict['current']) => {
    const subject = subjectOf(item);
    bases.delete(subject);
    if (current.kind === 'settings') {
      const local = selectSettings(state());
      const latest = Math.max(local.latestInvoiceNumber, current.settings.latestInvoiceNumber);
      dispatch(
        settingsSlice.actions.cloudSettingsApplied({
          ...current.settings,
          logo: local.logo,
          latestInvoiceNumber: latest,
        }),
      );
      dispatch(syncActions.subjectTakenFromCloud({ subject, version: current.version, at: now() }));
      return;
    }
    dispatch(invoiceReplaced({ ...current.invoice, synced: true }));
    dispatch(
      syncActions.subjectTakenFromCloud({
        subject,
        version: current.invoice.version ?? 0,
        at: now(),
      }),
    );
  };

  /** Sends this browser's change again, on the server's version. */
  const keepMine = (item: QueueItem, current: Conflict['current']) => {
    if (current.kind === 'settings') {
      dispatch(syncActions.changeRebased({ id: item.id, version: current.version }));
      return;
    }
    const theirs = current.invoice;
    const version = theirs.version ?? 0;
    if (item.type === 'delete') {
      dispatch(syncActions.changeRebased({ id: item.id, version, base: theirs }));
      return;
    }
    const mine = rebaseInvoice(item.data as Invoice, theirs, item.base);
    const local = selectSavedInvoice(state(), subjectOf(item));
    if (local !== undefined) {
      dispatch(invoiceReplaced({ ...rebaseInvoice(local, theirs, item.base), synced: false }));
    }
    bases.set(subjectOf(item), theirs);
    dispatch(syncActions.changeRebased({ id: item.id, version, base: theirs, data: mine }));
  };

  /** The server's copy of a 412, in this browser's shape; null when it cannot be read. */
  const currentOf = (item: QueueItem, copy: unknown): Conflict['current'] | null => {
    const stored = copy as { settings?: unknown; version?: unknown };
    if (isSettingsItem(item)) {
      return typeof stored.version === 'number' && typeof stored.settings === 'object'
        ? {
            kind: 'settings',
            settings: fromApiSettings(stored.settings as Settings),
            version: stored.version,
          }
        : null;
    }
    const invoice = fromApiInvoice(copy as never, selectSettings(state()));
    return invoice === null || invoice.version === undefined ? null : { kind: 'invoice', invoice };
  };

  /**
   * A 412: another device (or the server) changed the subject since the version this change was
   * made on. When the two copies agree on everything the user edits, the server's is taken;
   * when only this browser changed what differs (the server's changes were its own: sent,
   * overdue, links), this change goes again on the server's version; otherwise the user
   * chooses (the queue waits).
   */
  const onConflict = (item: QueueItem, copy: unknown): Outcome => {
    const current = currentOf(item, copy);
    if (current === null) return 'refused';
    if (current.kind === 'settings') {
      const differing = settingsConflict(item.data as Settings, current.settings);
      if (differing.length === 0) takeTheirs(item, current);
      else dispatch(syncActions.conflictFound({ itemId: item.id, current }));
      return differing.length === 0 ? 'replaced' : 'conflict';
    }
    if (item.type === 'delete') {
      const unchanged =
        item.base !== undefined &&
        !invoiceConflict(item.base, current.invoice, item.base).needsUser;
      if (unchanged) keepMine(item, current);
      else dispatch(syncActions.conflictFound({ itemId: item.id, current }));
      return unchanged ? 'replaced' : 'conflict';
    }
    const { differing, needsUser } = invoiceConflict(
      item.data as Invoice,
      current.invoice,
      item.base,
    );
    if (differing.length === 0) takeTheirs(item, current);
    else if (!needsUser) keepMine(item, current);
    else {
      dispatch(syncActions.conflictFound({ itemId: item.id, current }));
      return 'conflict';
    }
    return 'replaced';
  };

  const settleConflict = (choice: ConflictChoice) => {
    const { conflict, queue } = selectSync(state());
    if (conflict === null) return;
    const item = queue.find((queued) => queued.id === conflict.itemId);
    if (item === undefined) {
      dispatch(syncActions.conflictDialogShown(false));
      return;
    }
    if (choice === 'takeTheirs') takeTheirs(item, conflict.current);
    else keepMine(item, conflict.current);
    void sendQueue();
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
    if (error.code === 'VERSION_CONFLICT') {
      const copy = conflictCopyOf(result.error);
      if (copy !== null) return onConflict(item, copy);
    }
    // No answer, or the session ended: the change waits for the connection or a sign-in. A try
    // of this change still running on the server (IDEMPOTENCY_KEY_IN_PROGRESS) is waited for too.
    if (error.status === null || error.status === 401) return 'unanswered';
    if (error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS') return 'unanswered';
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
        // A conflict waits for the user; what follows it waits too (the order is kept).
        if (!isOnline() || sync.conflict !== null) return;
        dispatch(syncActions.sendStarted(item.id));
        const outcome = await send(item);
        if (outcome === 'conflict') return;
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

  return {
    ownQueue,
    queueChange,
    sendQueue,
    cancelRetry: () => clearTimeout(retryTimer),
    noteEdit,
    settleConflict,
  };
}
