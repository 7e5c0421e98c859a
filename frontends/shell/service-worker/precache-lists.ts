/**
 * How the service worker assembles what it precaches: the shell's own files (injected by
 * workbox-webpack-plugin), the pre-rendered pages (written by prerender/run.mjs) and each remote's
 * files (its build's precache-manifest.js), each list imported with importScripts so the
 * browser's update check compares it byte for byte and installs a new worker when any changes.
 */

/** A precache entry: a URL and its content revision (null when the URL itself is hashed). */
export type PrecacheEntry = { url: string; revision: string | null };

/** The remotes' entry URLs and the preview flag, as /app-manifest.json gives them to the shell. */
export type ManifestSnapshot = { remotes: Record<string, string>; preview: boolean };

/** The global an imported list assigns (see webpack.base.cjs, PrecacheListPlugin). */
export const listGlobal = '__precacheList';

/** The file each build writes next to its entry: the shell's pages list, a remote's files. */
export const listFile = 'precache-manifest.js';

/** A stable, short revision of a text (FNV-1a), for the manifest snapshot. */
export function revisionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The manifest the page registered the worker with (the `manifest` query parameter of the
 * worker's URL), or null when absent or unreadable.
 */
export function manifestSnapshotOf(workerUrl: string): ManifestSnapshot | null {
  const raw = new URL(workerUrl).searchParams.get('manifest');
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { remotes, preview } = value as { remotes?: unknown; preview?: unknown };
    if (typeof remotes !== 'object' || remotes === null) return null;
    const entries = Object.entries(remotes).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { remotes: Object.fromEntries(entries), preview: preview === true };
  } catch {
    return null;
  }
}

/**
 * A remote's list with its URLs made absolute against its entry's URL; the entry itself keeps the
 * exact URL the manifest names (a query such as `?release=canary` included), as the shell asks
 * for it by that URL.
 */
export function remoteEntries(
  entryUrl: string,
  listed: readonly PrecacheEntry[],
  entryFile: string,
): PrecacheEntry[] {
  return listed.map(({ url, revision }) => ({
    url: url === entryFile ? entryUrl : new URL(url, entryUrl).href,
    revision,
  }));
}

/** Where a remote's precache list lives: beside its entry. */
export function remoteListUrl(entryUrl: string): string {
  return new URL(listFile, entryUrl).href;
}

/** Requests the service worker never answers: the API is the network's (and issue 12's queue's). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
