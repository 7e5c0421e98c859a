/**
 * A versioned document in the browser's storage (docs/editor.md "Local-first
 * store"). The stored envelope is `{ "version": n, "state": ... }`; reading an older
 * version runs every migration from that version up to the current one, in order, so stored data
 * of any earlier release is repaired rather than dropped. Unreadable data (bad JSON, a version from
 * the future, a migration that throws) reads as `null`, and is left in place so nothing is erased
 * by a reader that does not understand it.
 */

/** Turns the state of version `from` into the state of version `from + 1`. */
export type Migration = (state: unknown) => unknown;

export type VersionedStorageOptions<State> = {
  /** The storage key, e.g. `invoicing.editor`. */
  readonly key: string;
  readonly version: number;
  /** `migrations[n]` upgrades version n to n + 1. Versions without an entry pass through as is. */
  readonly migrations?: Readonly<Record<number, Migration>>;
  /** Repairs what was read (after the migrations) into a valid current state. */
  readonly normalise: (state: unknown) => State;
  /** Defaults to `window.localStorage`; tests and private modes may pass another. */
  readonly storage?: Storage;
};

export type StoredEnvelope = { version: number; state: unknown };

export type VersionedStorage<State> = {
  readonly key: string;
  /** The stored state, migrated and normalised; null when nothing (readable) is stored. */
  load(): State | null;
  /** Reads a raw stored string (e.g. from a `storage` event) the way `load` does. */
  parse(raw: string | null): State | null;
  /** Writes the state; false when the browser refused (quota, storage disabled). */
  save(state: State): boolean;
  /** Forgets the stored state (signing out); false when the browser refused. */
  remove(): boolean;
  /** The exact string `save` would write, to compare with what is stored. */
  serialise(state: State): string;
  /** Calls back when another tab of this origin changes the key; returns the unsubscribe. */
  subscribe(onChange: (state: State | null) => void): () => void;
};

const isEnvelope = (value: unknown): value is StoredEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { version?: unknown }).version === 'number' &&
  Number.isInteger((value as { version: number }).version) &&
  'state' in value;

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return undefined;
  }
}

export function migrateEnvelope(
  envelope: StoredEnvelope,
  version: number,
  migrations: Readonly<Record<number, Migration>>,
): unknown {
  if (envelope.version > version || envelope.version < 0) {
    throw new RangeError(
      `Stored version ${envelope.version} is not readable by version ${version}`,
    );
  }
  let state = envelope.state;
  for (let from = envelope.version; from < version; from += 1) {
    const migrate = migrations[from];
    if (migrate !== undefined) {
      state = migrate(state);
    }
  }
  return state;
}

export function createVersionedStorage<State>(
  options: VersionedStorageOptions<State>,
): VersionedStorage<State> {
  const { key, version, migrations = {}, normalise } = options;
  const storage = () => options.storage ?? defaultStorage();

  const parse = (raw: string | null): State | null => {
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      // Data written before the store was versioned is treated as version 0.
      const envelope: StoredEnvelope = isEnvelope(value) ? value : { version: 0, state: value };
      return normalise(migrateEnvelope(envelope, version, migrations));
    } catch {
      return null;
    }
  };

  const serialise = (state: State): string => JSON.stringify({ version, state });

  return {
    key,
    parse,
    serialise,
    load() {
      try {
        return parse(storage()?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        const target = storage();
        if (target === undefined) return false;
        target.setItem(key, serialise(state));
        return true;
      } catch {
        return false;
      }
    },
    remove() {
      try {
        storage()?.removeItem(key);
        return true;
      } catch {
        return false;
      }
    },
    subscribe(onChange) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key || event.key === null) {
          onChange(event.key === null ? null : parse(event.newValue));
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

export type Debounced<Args extends unknown[]> = {
  (...args: Args): void;
  /** Runs a pending call now (e.g. on `pagehide`). */
  flush(): void;
  cancel(): void;
};

/** Calls `fn` once `waitMs` have passed without another call, with the latest arguments. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args !== undefined) fn(...args);
  };
  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
