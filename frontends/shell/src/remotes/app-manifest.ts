/** The remotes the shell loads, by their module-federation names. */
export const remoteNames = ['editor', 'admin', 'publicPages'] as const;

export type RemoteName = (typeof remoteNames)[number];

/**
 * Served by the backend at run time, so a remote can be redeployed (new URL) without rebuilding
 * the shell: `{"remotes":{"editor":"/remotes/editor/remoteEntry.js", ...}}`.
 */
export type AppManifest = {
  readonly remotes: Readonly<Record<RemoteName, string>>;
};

export const appManifestUrl = '/app-manifest.json';

export class AppManifestError extends Error {
  override readonly name = 'AppManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScriptUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    return false;
  }
  try {
    const { protocol } = new URL(value, 'https://shell.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Checks the manifest's shape: every remote needs an http(s) or path URL. Other keys are ignored. */
export function parseAppManifest(value: unknown): AppManifest {
  const remotes = isRecord(value) ? value['remotes'] : undefined;
  if (!isRecord(remotes)) {
    throw new AppManifestError('The app manifest has no "remotes" object');
  }
  const entries = remoteNames.map((name) => {
    const url = remotes[name];
    if (!isScriptUrl(url)) {
      throw new AppManifestError(`The app manifest has no usable URL for the remote "${name}"`);
    }
    return [name, url] as const;
  });
  return { remotes: Object.fromEntries(entries) as Record<RemoteName, string> };
}

/** Reads the manifest, bypassing the HTTP cache's stale copies so a redeployed remote is seen. */
export async function fetchAppManifest(
  url: string = appManifestUrl,
  early: Promise<Response> | null = null,
): Promise<AppManifest> {
  const response = await (early ??
    fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
  if (!response.ok) {
    throw new AppManifestError(`GET ${url} answered ${response.status}`);
  }
  return parseAppManifest(await response.json());
}
