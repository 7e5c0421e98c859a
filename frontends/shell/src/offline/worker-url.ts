import type { AppManifest } from '@app/contracts/routing';

/** The worker's URL: the remotes it precaches are the ones this page runs (docs/offline.md). */
export function serviceWorkerUrl(manifest: AppManifest): string {
  const snapshot = JSON.stringify({ remotes: manifest.remotes, preview: manifest.preview });
  return `/sw.js?manifest=${encodeURIComponent(snapshot)}`;
}

export const workerOptions: RegistrationOptions = { scope: '/', updateViaCache: 'none' };
