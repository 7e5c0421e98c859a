import type { AppManifest } from './remotes.js';

/**
 * The service worker's URL: the remotes it precaches are the ones the page runs
 * (docs/offline.md), but never the admin remote: precaching is for everyone, and only an admin
 * may download the admin area's code (issue 16); the admin area works online only. Registered by
 * the shell and by the public pages' islands alike, so both install the same worker.
 */
export function serviceWorkerUrl(manifest: AppManifest): string {
  const { admin: _onlyForAdmins, ...remotes } = manifest.remotes;
  const snapshot = JSON.stringify({ remotes, preview: manifest.preview });
  return `/sw.js?manifest=${encodeURIComponent(snapshot)}`;
}

/** The registration's options (a `RegistrationOptions` of the DOM). */
export const workerOptions = { scope: '/', updateViaCache: 'none' } as const;

/**
 * Set on `<html>` (`data-sign-in`) by a public page's islands when the visitor asks to sign in:
 * the shell, loaded for it, opens the sign-in dialog once it has taken the page over.
 */
export const signInRequested = { attribute: 'data-sign-in', value: 'requested' } as const;
