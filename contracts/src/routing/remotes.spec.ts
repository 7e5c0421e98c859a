import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  AppManifestError,
  appManifestPath,
  defaultRemoteUrl,
  parseAppManifest,
  publicOriginPlaceholder,
  remoteEntryFile,
  remoteNames,
  remotes,
} from './remotes.js';

const manifest = {
  remotes: {
    editor: '/remotes/editor/remoteEntry.js',
    admin: 'https://admin.example.com/remoteEntry.js',
    publicPages: '/remotes/public-pages/remoteEntry.js',
  },
  preview: false,
};

describe('the remotes list', () => {
  it('says the same as remotes.json, which the webpack configs read', () => {
    const json: unknown = JSON.parse(
      readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'),
    );
    expect(json).toEqual({
      remotes,
      entryFile: remoteEntryFile,
      manifestPath: appManifestPath,
      originPlaceholder: publicOriginPlaceholder,
    });
  });

  it('serves each remote from its folder by default', () => {
    expect(remotes.map(defaultRemoteUrl)).toEqual([
      '/remotes/editor/remoteEntry.js',
      '/remotes/admin/remoteEntry.js',
      '/remotes/public-pages/remoteEntry.js',
    ]);
    expect(remoteNames).toEqual(['editor', 'admin', 'publicPages']);
  });
});

describe('parseAppManifest', () => {
  it('accepts path and http(s) URLs for the three remotes and ignores other keys', () => {
    expect(
      parseAppManifest({
        ...manifest,
        version: 3,
        remotes: { ...manifest.remotes, extra: '/x.js' },
      }),
    ).toEqual(manifest);
  });

  it('reads the preview flag, false when absent', () => {
    expect(parseAppManifest({ ...manifest, preview: true }).preview).toBe(true);
    expect(parseAppManifest({ remotes: manifest.remotes }).preview).toBe(false);
    expect(parseAppManifest({ ...manifest, preview: 'yes' }).preview).toBe(false);
  });

  it.each([
    ['no remotes object', {}],
    ['remotes not an object', { remotes: [] }],
    ['a remote missing', { remotes: { editor: '/e.js', admin: '/a.js' } }],
    ['an empty URL', { remotes: { ...manifest.remotes, admin: ' ' } }],
    ['a script: URL', { remotes: { ...manifest.remotes, editor: 'javascript:alert(1)' } }],
    ['a number', { remotes: { ...manifest.remotes, publicPages: 42 } }],
    ['not JSON object', 'remotes'],
  ])('rejects a manifest with %s', (_case, value) => {
    expect(() => parseAppManifest(value)).toThrow(AppManifestError);
  });
});
