// What the browser refused to store survives the page going (issue 39): a reload, or the
// provider's redirect when a sign-in cannot open its popup. The changes still waiting for
// IndexedDB are kept in the tab's sessionStorage when the page hides, and taken back on the next
// load of this tab. sessionStorage is not part of the quota IndexedDB is refused by, and it is
// written synchronously, as a page that is going needs.
import { isRecord } from '@app/contracts/common';
import type { PersistedEditorState } from '../editor-state';
import type { EditorChanges } from './browser-store';
import { stateOfRecords } from './records';

export const UNSTORED_KEY = 'invoicing.unstored';
const VERSION = 1;

export type Unstored = {
  /** The editor's records the browser has not stored yet. */
  changes: EditorChanges | null;
  /** The sync queue as this page held it, when its record was not stored. */
  queue?: unknown;
};

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Keeps what waits (nothing to keep removes what an earlier hide kept). */
export function keepUnstored(unstored: Unstored, into: Storage | null = storage()): void {
  if (into === null) return;
  if (unstored.changes === null && unstored.queue === undefined) {
    into.removeItem(UNSTORED_KEY);
    return;
  }
  try {
    into.setItem(UNSTORED_KEY, JSON.stringify({ version: VERSION, ...unstored }));
  } catch {
    // Even this tab's own storage refuses: what was typed lives as long as the page.
  }
}

/** Stored after all (or signed out): nothing is to be taken back on the next load. */
export function forgetUnstored(from: Storage | null = storage()): void {
  from?.removeItem(UNSTORED_KEY);
}

const isChanges = (value: unknown): value is EditorChanges =>
  isRecord(value) && Array.isArray(value.put) && Array.isArray(value.deleted);

/** What an earlier page of this tab could not store; read once, then removed. */
export function takeUnstored(from: Storage | null = storage()): Unstored | null {
  const raw = from?.getItem(UNSTORED_KEY) ?? null;
  if (raw === null) return null;
  from?.removeItem(UNSTORED_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== VERSION) return null;
    const changes = isChanges(parsed.changes) ? parsed.changes : null;
    return 'queue' in parsed ? { changes, queue: parsed.queue } : { changes };
  } catch {
    return null;
  }
}

/**
 * The loaded state with the changes that were not stored applied over it: they are newer than
 * what the database holds. They are repaired as every read is (records.ts); invoices not among
 * them keep their objects, so only the changed records are written again.
 */
export function withUnstored(
  state: PersistedEditorState,
  changes: EditorChanges,
): PersistedEditorState {
  const repaired = stateOfRecords({
    settings: changes.settings ?? state.settings,
    draft: changes.draft ?? { draft: state.draft, draftEdited: state.draftEdited },
    backup: changes.backup ?? state.backup,
    invoices: changes.put,
  });
  const put = new Map(repaired.invoices.map((invoice) => [invoice.id ?? '', invoice]));
  const deleted = new Set(changes.deleted);
  const known = new Set<string>();
  const invoices = state.invoices.flatMap((invoice) => {
    const id = invoice.id ?? '';
    known.add(id);
    return deleted.has(id) ? [] : [put.get(id) ?? invoice];
  });
  const added = [...changes.put]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((record) => {
      const invoice = put.get(record.id);
      return invoice === undefined || known.has(record.id) || deleted.has(record.id)
        ? []
        : [invoice];
    });
  return {
    ...state,
    ...(changes.settings === undefined ? {} : { settings: repaired.settings }),
    ...(changes.draft === undefined
      ? {}
      : { draft: repaired.draft, draftEdited: repaired.draftEdited }),
    ...(changes.backup === undefined ? {} : { backup: repaired.backup }),
    invoices: [...invoices, ...added],
  };
}
