import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteErrorPanel } from '@app/platform';

export type RemoteFailureReporter = (id: string, error: unknown) => void;

function logRemoteFailure(id: string, error: unknown): void {
  console.error(`[shell] could not load remote module ${id}`, error);
}

/**
 * A stand-in for a remote module that could not be loaded (`publicPages/FeaturesPage`): its
 * export of the same name renders the friendly error panel for that remote.
 */
export function fallbackModule(id: string): Readonly<Record<string, ComponentType>> {
  const remote = id.split('/')[0] ?? id;
  const exportName = id.slice(id.lastIndexOf('/') + 1);
  function RemoteUnavailable() {
    return <RemoteErrorPanel area={remote} />;
  }
  return { [exportName]: RemoteUnavailable };
}

/**
 * The federation runtime's `errorLoadRemote` hook: when a remote's entry or module fails to load,
 * the failure is reported and the page gets the fallback module instead of an exception, so the
 * area shows the error panel while header, footer and navigation keep working. Failures outside
 * module loading (share negotiation) are only reported.
 */
export function remoteFallbackPlugin(
  report: RemoteFailureReporter = logRemoteFailure,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      report(id, error);
      return lifecycle === 'onLoad' ? fallbackModule(id) : undefined;
    },
  };
}
