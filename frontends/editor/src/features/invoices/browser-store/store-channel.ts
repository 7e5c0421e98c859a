// Keeps the tabs of this browser in step: a tab that stored something names it, and the other
// tabs read those records again (docs/editor.md "Second tab").

export const STORE_CHANNEL_NAME = 'invoicing.store';

export type StoreMessage =
  | {
      kind: 'changed';
      settings: boolean;
      draft: boolean;
      /** Invoices stored (new or changed) and deleted. */
      invoices: string[];
      deleted: string[];
      /** The save order changed: the other tab reads the whole list again. */
      reordered: boolean;
    }
  /** The sync queue as stored (small: sent along rather than read again). */
  | { kind: 'syncQueue'; queue: unknown }
  | { kind: 'cleared' };

export type StoreChannel = {
  post(message: StoreMessage): void;
  /** Returns the unsubscribe. */
  listen(onMessage: (message: StoreMessage) => void): () => void;
  close(): void;
};

export function openStoreChannel(): StoreChannel {
  // Browsers without BroadcastChannel (and jsdom) still work, one tab at a time.
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STORE_CHANNEL_NAME);
  let closed = false;
  return {
    post(message) {
      // A write that ends after the page stopped has nobody left to tell.
      if (!closed) channel?.postMessage(message);
    },
    listen(onMessage) {
      if (channel === null) return () => undefined;
      const listener = (event: MessageEvent<StoreMessage>) => onMessage(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close() {
      closed = true;
      channel?.close();
    },
  };
}
