/// <reference lib="webworker" />
// The app's service worker (docs/offline.md). Built by workbox-webpack-plugin's InjectManifest
// from the shell's production build; absent in development builds.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  isApiPath,
  listFile,
  listGlobal,
  manifestSnapshotOf,
  remoteEntries,
  remoteListUrl,
  revisionOf,
  type PrecacheEntry,
} from './precache-lists';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
  [listGlobal]?: PrecacheEntry[];
};

const entryFile = 'remoteEntry.js';
const manifestPath = '/app-manifest.json';

/** Runs one list script (synchronously, as a worker's imports must) and returns what it assigned. */
function importList(url: string): PrecacheEntry[] {
  self[listGlobal] = [];
  try {
    importScripts(url);
    return self[listGlobal] ?? [];
  } catch {
    // A remote deployed without its list still works online; it is just not available offline.
    return [];
  } finally {
    delete self[listGlobal];
  }
}

const entries: PrecacheEntry[] = [...self.__WB_MANIFEST, ...importList(`/${listFile}`)];
const snapshot = manifestSnapshotOf(self.location.href);
if (snapshot !== null) {
  // The manifest as the page read it: offline, the shell finds the same remotes at the same URLs.
  entries.push({ url: manifestPath, revision: revisionOf(JSON.stringify(snapshot)) });
  for (const named of Object.values(snapshot.remotes)) {
    // The manifest's URLs may be root-relative ("/remotes/editor/remoteEntry.js").
    const entryUrl = new URL(named, self.location.href).href;
    entries.push(...remoteEntries(entryUrl, importList(remoteListUrl(entryUrl)), entryFile));
  }
}

precacheAndRoute(entries);
cleanupOutdatedCaches();
// Every other page of the app is the shell's, which routes on the client (404 page included).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isApiPath(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

type StaticRoutes = {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'network' }[]) => Promise<void>;
};

self.addEventListener('install', (event) => {
  // Where the browser supports it (Chromium's static routing), /api/ requests skip this worker
  // entirely; elsewhere no route above matches them, so they go to the network untouched.
  const router = event as ExtendableEvent & StaticRoutes;
  if (typeof router.addRoutes === 'function') {
    event.waitUntil(
      router
        .addRoutes([{ condition: { urlPattern: '/api/*' }, source: 'network' }])
        .catch(() => undefined),
    );
  }
});

// Take the pages no worker controls yet: on a first visit the page that installed this worker
// then loads what it needs later (the PDF renderer and its fonts, lazy chunks) from the precache,
// so it works offline without a reload. Such a page came from the network, which served the
// files precached here: no mix. Updates are untouched: a new worker still waits until the old
// one's pages are gone or the notice's Reload sends SKIP_WAITING, and the pages the old worker
// controls move to the new one on activation with or without claiming.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page's "Reload" on the update notice (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});
