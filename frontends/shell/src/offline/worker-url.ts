import type { AppManifest } from '@app/contracts/routing';

/**
 * The worker's URL: the remotes it precaches are the ones this page runs (docs/offline.md), but
 * never the admin remote: precaching is for everyone, and only an admin may download the admin
 * area's code (issue 16); the admin area works online only.
 */
export function serviceWorkerUrl(manifest: AppManifest): string {
  const { admin: _onlyForAdmins, ...remotes } = manifest.remotes;
  const snapshot = JSON.stringify({ remotes, preview: manifest.preview });
  return `/sw.js?manifest=${encodeURIComponent(snapshot)}`;
}

export const workerOptions: RegistrationOptions = { scope: '/', updateViaCache: 'none' };
