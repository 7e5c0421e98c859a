// What the browser refuses to store, for the editor's persistence (issue 39): shown at once (the
// editor's alert), tried again every STORE_RETRY_MS while it lasts, and kept for the next page
// of this tab when the page goes (unstored.ts).
import type { WriteFailure } from './database';
import { forgetUnstored, keepUnstored, type Unstored } from './unstored';

/** While the browser refuses to store, what waits is tried again this often (and on a change). */
export const STORE_RETRY_MS = 5000;

export type RefusalsOptions = {
  /** What the alert shows now, and how to change it. */
  readonly shown: () => WriteFailure | null;
  readonly show: (failure: WriteFailure | null) => void;
  /** Writes what waits again. */
  readonly retry: () => void;
};

export type Refusals = ReturnType<typeof trackRefusals>;

export function trackRefusals({ shown, show, retry }: RefusalsOptions) {
  /** The last outcome of each of the two writers: the editor's records and the sync queue's. */
  const failures: { editor: WriteFailure | null; queue: WriteFailure | null } = {
    editor: null,
    queue: null,
  };
  let retryTimer: ReturnType<typeof setInterval> | undefined;
  /** What waits was kept in the tab's sessionStorage and is not stored yet. */
  let kept = false;

  const forget = () => {
    kept = false;
    forgetUnstored();
  };
  const stopRetrying = () => {
    if (retryTimer === undefined) return;
    clearInterval(retryTimer);
    retryTimer = undefined;
  };

  return {
    failures,
    refusing: () => failures.editor !== null || failures.queue !== null,
    /** Shows the failures as they are now; once there is none, the retries and the kept copy go. */
    report() {
      const failure = failures.editor ?? failures.queue;
      if (shown() !== failure) show(failure);
      if (failure !== null) {
        retryTimer ??= setInterval(retry, STORE_RETRY_MS);
        return;
      }
      stopRetrying();
      if (kept) forget();
    },
    /** The page goes while the browser refuses: what waits is kept for the next page. */
    keepForNextPage(unstored: Unstored) {
      keepUnstored(unstored);
      kept = true;
    },
    /** Nothing waits any more for the next page (stored, or signed out). */
    forget,
    stop: stopRetrying,
  };
}
