// The sync queue's record as this page holds it: read with everything else when the page loads,
// written (and any refusal shown) by the editor's persistence. The cloud sync reaches it here.

export type QueueRecord = {
  /** The stored queue as loaded or last saved; null when there is none. */
  load(): unknown;
  /** Stores the queue (null removes it); a refusal shows the editor's alert and is retried. */
  save(queue: unknown): void;
};

let current: QueueRecord | null = null;

export const pageQueueRecord = (): QueueRecord | null => current;

export function providePageQueueRecord(record: QueueRecord): () => void {
  current = record;
  return () => {
    if (current === record) current = null;
  };
}
