import { isRecord } from '../common/records.js';
import { WhatwgUrl } from '../common/url.js';

/**
 * The module-federation remotes the shell loads at run time: the federation name the shell asks
 * for, the folder under `frontends/` that builds it (and under `/remotes/` that serves it), and
 * the variable that points the shell at another deployment.
 *
 * `remotes.json` beside this file holds the same facts for the webpack configs, which are
 * CommonJS and cannot import TypeScript; `remotes.spec.ts` fails when the two differ.
 */
export const remotes = [
  { name: 'editor', folder: 'editor', urlVariable: 'REMOTE_EDITOR_URL' },
  { name: 'admin', folder: 'admin', urlVariable: 'REMOTE_ADMIN_URL' },
  { name: 'publicPages', folder: 'public-pages', urlVariable: 'REMOTE_PUBLIC_PAGES_URL' },
] as const;

export type Remote = (typeof remotes)[number];

export type RemoteName = Remote['name'];

export const remoteNames: readonly RemoteName[] = remotes.map((remote) => remote.name);

/** The file module federation writes for each remote, which the shell loads first. */
export const remoteEntryFile = 'remoteEntry.js';

/** Where the backend serves the manifest that tells the shell each remote's entry URL. */
export const appManifestPath = '/app-manifest.json';

/**
 * What the shell's HTML carries (`<meta name="public-origin">`, canonical and `hreflang` links of
 * the pre-rendered pages) where PUBLIC_URL's origin belongs: only the backend knows it, so it
 * replaces this in every HTML file it sends.
 */
export const publicOriginPlaceholder = '__PUBLIC_ORIGIN__';

/** `/remotes/public-pages`: where `npm start` serves a remote's build from the backend's port. */
export function remoteBasePath(remote: Remote): string {
  return `/remotes/${remote.folder}`;
}

/** The entry URL when the remote's variable is unset: the copy the backend itself serves. */
export function defaultRemoteUrl(remote: Remote): string {
  return `${remoteBasePath(remote)}/${remoteEntryFile}`;
}

export type RemoteUrls = Readonly<Record<RemoteName, string>>;

/**
 * Served at `appManifestPath` from the backend's configuration at run time, so a remote can be
 * redeployed (new URL) without rebuilding the shell:
 * `{"remotes":{"editor":"/remotes/editor/remoteEntry.js", ...},"preview":false}`.
 */
export type AppManifest = {
  readonly remotes: RemoteUrls;
  /** The backend runs as a preview environment. */
  readonly preview: boolean;
};

export class AppManifestError extends Error {
  override readonly name = 'AppManifestError';
}

function isScriptUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    return false;
  }
  try {
    const { protocol } = new WhatwgUrl(value, 'https://shell.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Checks a manifest read from the network: every remote needs an http(s) or path URL, since
 * whatever it names is run as a script. A missing `preview` is false; other keys are ignored.
 */
export function parseAppManifest(value: unknown): AppManifest {
  const manifest = isRecord(value) ? value : {};
  const urls = manifest['remotes'];
  if (!isRecord(urls)) {
    throw new AppManifestError('The app manifest has no "remotes" object');
  }
  const entries = remoteNames.map((name) => {
    const url = urls[name];
    if (!isScriptUrl(url)) {
      throw new AppManifestError(`The app manifest has no usable URL for the remote "${name}"`);
    }
    return [name, url] as const;
  });
  return {
    remotes: Object.fromEntries(entries) as Record<RemoteName, string>,
    preview: manifest['preview'] === true,
  };
}
