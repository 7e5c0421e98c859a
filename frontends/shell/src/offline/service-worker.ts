import { Workbox } from 'workbox-window';
import type { AppManifest } from '@app/contracts/routing';
import { showUpdateNotice } from './UpdateNotice';

/** The worker's URL: the remotes it precaches are the ones this page runs (docs/offline.md). */
export function serviceWorkerUrl(manifest: AppManifest): string {
  const snapshot = JSON.stringify({ remotes: manifest.remotes, preview: manifest.preview });
  return `/sw.js?manifest=${encodeURIComponent(snapshot)}`;
}

/**
 * Registers the service worker for the remotes of `manifest`. When a new worker (a new shell or a
 * new build of any remote) is installed and waiting, the page keeps running the old set, complete,
 * and offers a reload; the reload lets the new worker take over, then loads the page from it.
 */
export async function registerServiceWorker(manifest: AppManifest): Promise<void> {
  const workbox = new Workbox(serviceWorkerUrl(manifest), { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    showUpdateNotice(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
