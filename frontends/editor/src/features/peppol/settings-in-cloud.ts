import { selectSync, type AppStore } from '../../store';
import { syncActions } from '../sync/syncSlice';

/** Longest a registration waits for the settings to reach the server before it asks anyway. */
export const SETTINGS_FLUSH_WAIT_MS = 5000;

/**
 * Registering reads the company from the settings on the server: the "From" just saved waits
 * in the sync queue (settings are sent 500 ms after the last change). Sends it now and resolves
 * once nothing waits, or after SETTINGS_FLUSH_WAIT_MS (offline, a slow server): the server then
 * names what it lacks.
 */
export function settingsInCloud(store: AppStore): Promise<void> {
  store.dispatch(syncActions.cloudSettingsSaveRequested());
  const settled = () => {
    const sync = selectSync(store.getState());
    return sync.queue.length === 0 && sync.busyId === null;
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, SETTINGS_FLUSH_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      if (settled()) finish();
    });
  });
}
