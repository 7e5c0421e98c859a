import {
  AppManifestError,
  appManifestPath,
  parseAppManifest,
  type AppManifest,
} from '@app/contracts/routing';

/** Reads the manifest, bypassing the HTTP cache's stale copies so a redeployed remote is seen. */
export async function fetchAppManifest(
  url: string = appManifestPath,
  early: Promise<Response> | null = null,
): Promise<AppManifest> {
  const response = await (early ??
    fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
  if (!response.ok) {
    throw new AppManifestError(`GET ${url} answered ${response.status}`);
  }
  return parseAppManifest(await response.json());
}
