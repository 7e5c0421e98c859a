// The offline queue of spec §3 "Offline queue item" and §4 "Saving and sync": every change a
// signed-in user makes is queued, then sent; what the server does not take stays queued (kept in
// localStorage) and is sent again, and a change the server refused three times is dropped.
import type { Invoice } from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';

/** Spec §9: a queued change is dropped after 3 failed tries. */
export const MAX_RETRIES = 3;

export const SETTINGS_ENDPOINT = '/api/user/settings';
export const INVOICES_ENDPOINT = '/api/invoices';

type Item<Type extends string, Data> = {
  id: string;
  type: Type;
  endpoint: string;
  data: Data;
  retryCount: number;
  /**
   * The server's version the change was made on, sent as If-Match (docs/cloud-sync.md
   * "Versions and conflicts"); absent for creates, and for changes of something the server
   * has not stored yet. Moved on when the server takes an earlier change of the same subject.
   */
  baseVersion?: number;
  /**
   * The invoice as the server had it at `baseVersion` (what this browser changed), when known:
   * a conflict then tells the server's changes from this browser's.
   */
  base?: Invoice;
};

/**
 * A queued change, as spec §3 lists its fields. Settings changes are updates of the settings
 * endpoint. (The spec's `bulk` type is not queued here: the sign-in upload sends its bulk call
 * directly and leaves what failed unsynced, so the next sync sends it again.)
 */
export type QueueItem =
  | Item<'create' | 'update', Invoice>
  | Item<'delete', { id: string; invoiceNumber: string }>
  | Item<'update', Settings>;

export const isSettingsItem = (item: QueueItem): item is Item<'update', Settings> =>
  item.endpoint === SETTINGS_ENDPOINT;

/** What an item changes: an invoice (its id) or 'settings'. */
export const subjectOf = (item: QueueItem): string =>
  isSettingsItem(item) ? 'settings' : ((item.data as { id?: string }).id ?? '');

export const invoiceEndpoint = (invoiceId: string): string =>
  `${INVOICES_ENDPOINT}/${encodeURIComponent(invoiceId)}`;

/** The HTTP method an item replays with (spec §7 "Offline replay"). */
export const methodOf = (item: QueueItem): 'POST' | 'PUT' | 'DELETE' =>
  item.type === 'create' ? 'POST' : item.type === 'delete' ? 'DELETE' : 'PUT';

/**
 * Adds a change to the queue, folding it into what waits there for the same subject so the
 * server gets the latest state once: a newer update replaces the waiting update (or the waiting
 * create's data), a delete removes what waits for the invoice (and, when the invoice never
 * reached the server, is not needed at all). `busyId` is the item being sent: it is never
 * changed, so the newer change queues behind it.
 */
export function enqueue(
  queue: readonly QueueItem[],
  item: QueueItem,
  busyId: string | null = null,
): QueueItem[] {
  const subject = subjectOf(item);
  const waiting = (other: QueueItem) => other.id !== busyId && subjectOf(other) === subject;
  if (item.type === 'delete') {
    const createWaits = queue.some((other) => waiting(other) && other.type === 'create');
    const rest = queue.filter((other) => !waiting(other));
    return createWaits ? rest : [...rest, item];
  }
  const index = queue.findIndex(
    (other) => waiting(other) && (other.type === item.type || other.type === 'create'),
  );
  if (index === -1) return [...queue, item];
  const existing = queue[index] as QueueItem;
  const merged = { ...existing, data: item.data, retryCount: 0 } as QueueItem;
  return queue.map((other, position) => (position === index ? merged : other));
}

/** The ids of the invoices that have a change waiting. */
export const invoicesWaiting = (queue: readonly QueueItem[]): Set<string> =>
  new Set(queue.filter((item) => !isSettingsItem(item)).map(subjectOf));
