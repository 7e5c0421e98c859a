// Local-first persistence (docs/editor.md "Local-first store"): the browser's IndexedDB holds one
// record per saved invoice beside the settings, the draft and the sync queue. A change is written
// 300 ms after the last one (at once on page hide), only the records it touched; a refused write
// keeps the change in memory, shows the editor's alert and is tried again.
import type { Language } from '@app/contracts/invoice';
import { debounce } from '@app/platform';
import {
  addAppListener,
  selectBackupRecord,
  selectEditor,
  selectInvoicesState,
  selectSettings,
  type AppStore,
  type RootState,
} from '../../store';
import { createBrowserStore, type BrowserStore } from './browser-store/browser-store';
import { createChangeTracker, type PendingChanges } from './browser-store/change-tracker';
import type { InvoicingDatabase } from './browser-store/database';
import { migrateLocalStorage, removeLegacyStorage } from './browser-store/legacy-migration';
import { readOtherTabChange } from './browser-store/other-tab';
import { providePageQueueRecord } from './browser-store/page-queue';
import { trackRefusals } from './browser-store/refusals';
import { provideSaveFirst } from './browser-store/save-first';
import { askPersistentStorageOnce } from './browser-store/persistent-storage';
import { holdsEditorData, stateOfRecords } from './browser-store/records';
import { openStoreChannel, type StoreMessage } from './browser-store/store-channel';
import { CHANGES_MEASURE, measureSince, timingStart } from './browser-store/timing';
import { takeUnstored, withUnstored } from './browser-store/unstored';
import { invoiceSaved, localDataCleared } from './editor-actions';
import { editorActions } from './editor-commands';
import { clearedState, selectPersistedState } from './editor-schema';
import { editorSlice } from './editorSlice';

/** Spec §9: local saving is debounced 300 ms. */
export const LOCAL_SAVE_DEBOUNCE_MS = 300;

/**
 * How long a number field waits after a keystroke before storing what is typed, so a line's
 * amount and the totals follow the typing (issue 20); the spec gives no figure for this one.
 */
export const LIVE_AMOUNT_DEBOUNCE_MS = 250;

export type PersistenceOptions = {
  /** The database (tests pass one that fails); defaults to the browser's. */
  readonly open?: () => Promise<InvoicingDatabase>;
  /** Where the releases before IndexedDB kept the data; defaults to localStorage. */
  readonly legacyStorage?: Storage;
};

const changedMessage = ({ changes, reordered }: PendingChanges): StoreMessage => ({
  kind: 'changed',
  settings: changes.settings !== undefined,
  draft: changes.draft !== undefined,
  invoices: reordered ? [] : changes.put.map((record) => record.id),
  deleted: changes.deleted,
  reordered,
});

/**
 * Loads what this browser stored (migrating the localStorage data of earlier releases), or starts
 * with the interface language as both languages, then keeps every change stored and takes over
 * what another tab stores. Returns the stop function.
 */
export function startEditorPersistence(
  store: Pick<AppStore, 'dispatch' | 'subscribe' | 'getState'>,
  interfaceLanguage: Language,
  options: PersistenceOptions = {},
): () => void {
  const { dispatch } = store;
  const state = () => store.getState() as RootState;
  const browser: BrowserStore = createBrowserStore(options.open);
  const channel = openStoreChannel();
  const tracker = createChangeTracker();
  let loaded = false;
  let stopped = false;
  /** Counts sign-out clearings: a write begun before one must not count as stored after it. */
  let generation = 0;
  /** Set when the localStorage data could not be migrated: removed after the first full write. */
  let legacyPending = false;
  /** Another tab cleared the data: this tab follows without telling the others again. */
  let clearingForOtherTab = false;

  // --- What the browser refuses, shown at once and tried again ---------------------------------
  const refusals = trackRefusals({
    shown: () => selectEditor(state()).storeFailure,
    show: (failure) => dispatch(editorSlice.actions.storeFailureChanged(failure)),
    retry,
  });
  const { failures } = refusals;
  const report = () => {
    if (!stopped) refusals.report();
  };

  // --- The editor's records: one write at a time, each of what changed since the last ----------
  let writing: Promise<void> | null = null;
  let writeAgain = false;
  const writeOnce = async () => {
    const started = timingStart();
    const pending = tracker.pending(state());
    measureSince(CHANGES_MEASURE, started);
    if (pending === null) {
      failures.editor = null;
      return;
    }
    const writtenIn = generation;
    const outcome = await browser.writeEditor(pending.changes);
    if (writtenIn !== generation) return;
    if (outcome !== 'stored') {
      failures.editor = outcome;
      return;
    }
    pending.stored();
    failures.editor = null;
    channel.post(changedMessage(pending));
    if (pending.changes.put.length > 0) askPersistentStorageOnce();
    if (legacyPending && failures.queue === null && !queueUnsaved) {
      legacyPending = false;
      removeLegacyStorage(options.legacyStorage);
    }
  };
  const writeNow = (): Promise<void> => {
    if (!loaded || stopped) return Promise.resolve();
    if (writing !== null) {
      writeAgain = true;
      return writing;
    }
    writing = (async () => {
      do {
        writeAgain = false;
        await writeOnce();
        report();
      } while (writeAgain && failures.editor === null && !stopped);
      writing = null;
    })();
    return writing;
  };
  const write = debounce(() => void writeNow(), LOCAL_SAVE_DEBOUNCE_MS);
  /**
   * The page is going: what changed is handed to IndexedDB now, beside a write still under way
   * (the browser runs them in order; the later one holds everything the earlier one did), as
   * one waiting for it would start after the page is gone.
   */
  const writeBeforeLeaving = () => {
    write.cancel();
    if (writing === null) void writeNow();
    else if (loaded && !stopped) void writeOnce().then(report);
    keepRefusedForTheNextPage();
  };

  // --- The sync queue's record (features/sync/queue-storage.ts) ---------------------------------
  let queue: unknown = null;
  let queueUnsaved = false;
  const writeQueue = async () => {
    const written = queue;
    const outcome = await browser.writeQueue(written);
    if (stopped) return;
    if (outcome === 'stored' && written === queue) {
      queueUnsaved = false;
      channel.post({ kind: 'syncQueue', queue: written });
      if (legacyPending && failures.editor === null && tracker.pending(state()) === null) {
        legacyPending = false;
        removeLegacyStorage(options.legacyStorage);
      }
    }
    failures.queue = outcome === 'stored' ? null : outcome;
    report();
  };
  const stopProvidingQueue = providePageQueueRecord({
    load: () => queue,
    save(next) {
      queue = next;
      queueUnsaved = true;
      void writeQueue();
    },
  });

  // A concept being numbered is stored before the number is taken (editor-commands.ts).
  const stopProvidingSave = provideSaveFirst(async ({ saved, nextDraft }) => {
    const outcome = await browser.writeEditor({
      settings: saved.settings,
      draft: { draft: nextDraft, draftEdited: false },
      put: [
        {
          id: saved.invoice.id ?? '',
          seq: tracker.nextSeq(),
          invoice: { ...saved.invoice, synced: false },
        },
      ],
      deleted: [],
    });
    failures.editor = outcome === 'stored' ? null : outcome;
    report();
    return outcome;
  });

  function retry() {
    void writeNow();
    if (queueUnsaved) void writeQueue();
  }

  /**
   * While the browser refuses, what waits would be gone with the page (a reload, a sign-in's
   * redirect): it is kept in the tab's sessionStorage and taken back on the next load.
   */
  function keepRefusedForTheNextPage() {
    if (!loaded || stopped || !refusals.refusing()) return;
    refusals.keepForNextPage({
      changes: tracker.pending(state())?.changes ?? null,
      ...(queueUnsaved ? { queue } : {}),
    });
  }

  // --- Loading ------------------------------------------------------------------------------------
  void (async () => {
    let stored = await browser.readAll();
    let legacy: Awaited<ReturnType<typeof migrateLocalStorage>> | null = null;
    if (!holdsEditorData(stored) && stored.syncQueue === undefined) {
      legacy = await migrateLocalStorage(browser, options.legacyStorage);
      if (legacy.kind === 'migrated') stored = await browser.readAll();
    }
    if (stopped) return;
    const failed = legacy?.kind === 'failed' ? legacy : null;
    // What the page before this one could not store is newer than what is stored.
    const unstored = takeUnstored();
    queue = failed !== null ? failed.syncQueue : (stored.syncQueue ?? null);
    if (unstored?.queue !== undefined) queue = unstored.queue;
    const editor =
      failed !== null ? failed.editor : holdsEditorData(stored) ? stateOfRecords(stored) : null;
    dispatch(
      editor === null
        ? editorActions.firstVisit(interfaceLanguage)
        : editorActions.hydrated(editor),
    );
    loaded = true;
    if (editor === null || failed !== null) tracker.storedNothing();
    else tracker.storedAll(state(), stored.invoices);
    if (failed !== null) {
      // Kept in memory and written, with the queue, once the browser stores again.
      legacyPending = true;
      queueUnsaved = queue !== null;
      failures.editor = failed.failure;
      report();
    }
    if (unstored === null) return;
    // Applied over the loaded state, so the changes are written like any other (and refused
    // again, with the alert, while there is still no room).
    if (unstored.changes !== null)
      dispatch(
        editorActions.hydrated(withUnstored(selectPersistedState(state()), unstored.changes)),
      );
    if (unstored.queue !== undefined) {
      queueUnsaved = true;
      void writeQueue();
    }
  })();

  // --- Changes of this tab ------------------------------------------------------------------------
  let last = selectPersistedSources(state());
  const unsubscribeStore = store.subscribe(() => {
    const next = selectPersistedSources(state());
    if (next.some((value, index) => value !== last[index])) {
      last = next;
      if (loaded) write();
    }
  });

  const stops = [
    // What a save changed besides its own records (stored before it: provideSaveFirst) goes at once.
    dispatch(addAppListener({ actionCreator: invoiceSaved, effect: () => write.flush() })),
    // Signing out (here or in another tab): nothing of the account stays stored, and nothing is
    // written until the signed-out user changes something.
    dispatch(
      addAppListener({
        actionCreator: localDataCleared,
        effect: () => {
          write.cancel();
          generation += 1;
          tracker.storedNothing();
          last = selectPersistedSources(state());
          const tellOthers = !clearingForOtherTab;
          queue = null;
          queueUnsaved = false;
          refusals.forget();
          void (writing ?? Promise.resolve())
            .then(() => browser.clearAll())
            .then((outcome) => {
              failures.editor = outcome === 'stored' ? null : outcome;
              report();
              if (tellOthers) channel.post({ kind: 'cleared' });
            });
        },
      }),
    ),
  ];

  // --- Another tab ------------------------------------------------------------------------------
  const unlisten = channel.listen((message) => {
    if (!loaded || stopped) return;
    if (message.kind === 'cleared') {
      clearingForOtherTab = true;
      dispatch(localDataCleared(clearedState(selectSettings(state()).language)));
      clearingForOtherTab = false;
      return;
    }
    if (message.kind === 'syncQueue') {
      if (!queueUnsaved) queue = message.queue;
      return;
    }
    void readOtherTabChange(browser, message, selectPersistedState(state())).then((change) => {
      if (stopped) return;
      dispatch(editorActions.hydrated(change.state));
      last = selectPersistedSources(state());
      tracker.storedElsewhere(state(), change.records);
      // What this tab changed elsewhere, not yet written, still is.
      write();
    });
  });

  const flush = () => writeBeforeLeaving();
  // Hidden comes after pagehide when a page unloads: it also writes what the pagehide listeners of
  // the number fields stored last (their order against this one is the browser's).
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') writeBeforeLeaving();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    write.flush();
    stopped = true;
    refusals.stop();
    unsubscribeStore();
    stops.forEach((stop) => stop());
    unlisten();
    stopProvidingQueue();
    stopProvidingSave();
    channel.close();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    void (writing ?? Promise.resolve()).then(() => browser.close());
  };
}

/** The state objects the stored part is made of: a change of any of them is worth a write. */
const selectPersistedSources = (root: RootState) => {
  const { draft, draftEdited } = selectEditor(root);
  return [
    selectSettings(root),
    selectInvoicesState(root),
    draft,
    draftEdited,
    selectBackupRecord(root),
  ] as const;
};
