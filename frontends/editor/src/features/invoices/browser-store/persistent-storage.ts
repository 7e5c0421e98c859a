// Persistent storage (issue 39): a browser under storage pressure clears a site's data unless
// the site holds it. Asked once, after the first saved invoice; the settings show the answer.

let asked = false;

export function askPersistentStorageOnce(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return;
  // The browser may ask the user or decide itself; refusing leaves the data as it was.
  storage.persist().catch(() => undefined);
}

export type StorageUse = { used: number; quota: number; persisted: boolean };

/** What this browser stores for the site and whether it may clear it; null where unknown. */
export async function storageUse(): Promise<StorageUse | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const [estimate, persisted] = await Promise.all([
      storage.estimate(),
      typeof storage.persisted === 'function' ? storage.persisted() : Promise.resolve(false),
    ]);
    return { used: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
  } catch {
    return null;
  }
}
