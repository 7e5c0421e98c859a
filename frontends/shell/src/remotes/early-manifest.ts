import { appManifestPath, matchAppRoute, parseAppManifest } from '@app/contracts/routing';
import { remotePageModules } from './remote-pages';

/**
 * The manifest request main.ts starts before the shell's shared chunks have downloaded, so the
 * remotes' URLs are known by the time bootstrap runs. Taken once; later reads fetch again.
 */
let early: Promise<Response> | null = null;

/**
 * Preloads the entry of the remote that renders this page as soon as the manifest names it, so it
 * downloads while the shell's own chunks do instead of after them (docs/performance.md). Never
 * the admin remote: only the admin guard may decide to load it.
 */
function preloadPageRemote(response: Response): void {
  const route = matchAppRoute(window.location.pathname)?.route.id;
  if (route === undefined || route === 'admin' || !response.ok) return;
  // A copy: bootstrap reads the response itself.
  void response
    .clone()
    .json()
    .then((body: unknown) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = parseAppManifest(body).remotes[remotePageModules[route].remote];
      document.head.append(link);
    })
    .catch(() => undefined);
}

export function startManifestRequest(): void {
  early = fetch(appManifestPath, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  // A failure is reported by whoever takes the response.
  early.then(preloadPageRemote).catch(() => undefined);
}

export function takeEarlyManifestResponse(): Promise<Response> | null {
  const response = early;
  early = null;
  return response;
}
