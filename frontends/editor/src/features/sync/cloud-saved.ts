import type { AppStore } from '../../store';
import { selectSync } from '../../store';
import { invoiceEndpoint } from './offline-queue';
import { syncActions } from './syncSlice';

/** The longest a caller waits for the edit to reach the server before going on without it. */
export const CLOUD_SAVED_WAIT_MS = 5000;

/**
 * Sends the invoice's waiting edit now and resolves once no change of it is left in the queue
 * (or after CLOUD_SAVED_WAIT_MS, offline for instance). For a call that makes the server change
 * the invoice itself, such as sending it: the edit goes first, on the version it was made on,
 * instead of arriving after the server's change and meeting a newer version (412).
 */
export function cloudSaved(store: AppStore, invoiceId: string): Promise<void> {
  const endpoint = invoiceEndpoint(invoiceId);
  const waiting = () =>
    selectSync(store.getState()).queue.some((item) => item.endpoint === endpoint);
  store.dispatch(syncActions.cloudSaveRequested(invoiceId));
  if (!waiting()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, CLOUD_SAVED_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      if (!waiting()) done();
    });
  });
}
