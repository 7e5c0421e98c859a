import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackModule, remoteFallbackPlugin } from './remote-fallback-plugin';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>
>[0];

function failure(lifecycle: ErrorLoadRemoteArgs['lifecycle']): ErrorLoadRemoteArgs {
  return {
    id: 'admin/AdminRoutes',
    error: new Error('ScriptExternalLoadError'),
    from: 'runtime',
    lifecycle,
    origin: {} as ModuleFederation,
  };
}

describe('remoteFallbackPlugin', () => {
  it('reports a remote that failed to load and hands back a module that shows the error panel', async () => {
    const report = jest.fn();
    const plugin = remoteFallbackPlugin(report);

    const replacement = (await plugin.errorLoadRemote?.(failure('onLoad'))) as Record<
      string,
      ComponentType
    >;

    expect(report).toHaveBeenCalledWith('admin/AdminRoutes', expect.any(Error));
    const AdminRoutes = replacement['AdminRoutes'];
    expect(AdminRoutes).toBeDefined();
    if (AdminRoutes !== undefined) {
      render(<AdminRoutes />);
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByTestId('remote-error').parentElement).toHaveAttribute(
      'data-remote-error',
      'admin',
    );
  });

  it('only reports failures outside module loading, leaving them to the runtime', async () => {
    const report = jest.fn();
    const plugin = remoteFallbackPlugin(report);

    expect(await plugin.errorLoadRemote?.(failure('beforeLoadShare'))).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('fallbackModule', () => {
  it('names its export after the exposed module', () => {
    expect(Object.keys(fallbackModule('publicPages/FeaturesPage'))).toEqual(['FeaturesPage']);
  });
});
