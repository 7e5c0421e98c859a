import { appManifestPath } from '@app/contracts/routing';

/**
 * The manifest request main.ts starts before the shell's shared chunks have downloaded, so the
 * remotes' URLs are known by the time bootstrap runs. Taken once; later reads fetch again.
 */
let early: Promise<Response> | null = null;

export function startManifestRequest(): void {
  early = fetch(appManifestPath, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  // A failure is reported by whoever takes the response.
  early.catch(() => undefined);
}

export function takeEarlyManifestResponse(): Promise<Response> | null {
  const response = early;
  early = null;
  return response;
}
