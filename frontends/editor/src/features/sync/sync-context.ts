import type { AppDispatch, RootState } from '../../store';

/** What the cloud sync's parts share: the store, the signed-in account, and whether it stopped. */
export type SyncContext = {
  readonly dispatch: AppDispatch;
  readonly state: () => RootState;
  /** The signed-in user's id; null while signed out or loading. */
  readonly userId: () => string | null;
  /** True once the page's sync was stopped: nothing more is sent or logged. */
  readonly stopped: () => boolean;
};

export const now = (): string => new Date().toISOString();
