import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type AppManifest } from '@app/contracts/routing';
import { translationsReady } from '@app/platform';
import { fetchAppManifest } from './app-manifest';
import { takeEarlyManifestResponse } from './early-manifest';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import type { RemoteModuleRef } from './remote-pages';

let registration: Promise<AppManifest> | null = null;

export function registerManifestRemotes(manifest: AppManifest): void {
  registerRemotes(remoteNames.map((name) => ({ name, entry: manifest.remotes[name] })));
}

/**
 * Reads /app-manifest.json once and registers its remotes; after a failed read the next call tries
 * again. Resolves with the manifest whose remotes this page runs.
 */
export function ensureRemotesRegistered(): Promise<AppManifest> {
  registration ??= fetchAppManifest(undefined, takeEarlyManifestResponse())
    .then((manifest) => {
      registerManifestRemotes(manifest);
      return manifest;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

export function installRemoteFallback(): void {
  registerPlugins([remoteFallbackPlugin()]);
}

function isComponent(value: unknown): value is ComponentType {
  // Function components, classes, and memo/forwardRef objects.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** Loads `remote/module` through the federation runtime, in the shape `React.lazy` wants. */
export async function loadRemoteComponent({
  remote,
  module,
}: RemoteModuleRef): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  const exports = await loadRemote<Record<string, unknown>>(`${remote}/${module}`);
  const component = exports?.[module];
  if (!isComponent(component)) {
    throw new Error(`The remote module ${remote}/${module} has no component export "${module}"`);
  }
  // A remote's texts load per language (platform addTranslationLoaders): render it with them.
  await translationsReady();
  return { default: component };
}

const loading = new Map<string, Promise<{ default: ComponentType }>>();

/**
 * `loadRemoteComponent`, started at most once per module while it is loading or loaded, so the
 * shell can start fetching the current page's remote before React first renders it. A failure is
 * forgotten, so a later render tries again.
 */
export function loadRemoteComponentOnce(ref: RemoteModuleRef): Promise<{ default: ComponentType }> {
  const key = `${ref.remote}/${ref.module}`;
  let promise = loading.get(key);
  if (promise === undefined) {
    promise = loadRemoteComponent(ref).catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, promise);
  }
  return promise;
}
