import {
  appManifestPath,
  parseAppManifest,
  serviceWorkerUrl,
  workerOptions,
  type AppManifest,
} from '@app/contracts/routing';

/** /app-manifest.json: the remotes' URLs and whether this is a preview. */
export async function fetchAppManifest(): Promise<AppManifest> {
  const response = await fetch(appManifestPath, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${appManifestPath} answered ${response.status}`);
  return parseAppManifest(await response.json());
}

/**
 * Registers the app's service worker from a public page, as the shell does from any other
 * (docs/offline.md), so a first visit to a public page works offline afterwards too. The shell
 * alone shows the update notice: a page that only reads needs none.
 */
export async function registerServiceWorker(manifest: AppManifest): Promise<void> {
  await navigator.serviceWorker.register(serviceWorkerUrl(manifest), workerOptions);
}
