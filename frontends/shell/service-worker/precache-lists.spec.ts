import { describe, expect, it } from '@jest/globals';
import {
  isApiPath,
  manifestSnapshotOf,
  remoteEntries,
  remoteListUrl,
  revisionOf,
} from './precache-lists';

const worker = (manifest: unknown) =>
  `https://app.example/sw.js?manifest=${encodeURIComponent(JSON.stringify(manifest))}`;

describe('the service worker precache lists', () => {
  it('reads the manifest snapshot the page registered the worker with', () => {
    const remotes = { editor: '/remotes/editor/remoteEntry.js' };
    expect(manifestSnapshotOf(worker({ remotes, preview: true }))).toEqual({
      remotes,
      preview: true,
    });
  });

  it.each([
    ['no manifest parameter', 'https://app.example/sw.js'],
    ['unreadable JSON', 'https://app.example/sw.js?manifest=%7Bnope'],
    ['no remotes object', worker({ preview: false })],
  ])('has no snapshot with %s', (_scenario, url) => {
    expect(manifestSnapshotOf(url)).toBeNull();
  });

  it('resolves a remote list against its entry and keeps the entry URL as the manifest names it', () => {
    const entry = 'https://cdn.example/editor/remoteEntry.js?release=canary';
    expect(remoteListUrl(entry)).toBe('https://cdn.example/editor/precache-manifest.js');
    expect(
      remoteEntries(
        entry,
        [
          { url: 'remoteEntry.js', revision: 'abc' },
          { url: 'assets/DejaVuSans.67ed0b9a.ttf', revision: null },
        ],
        'remoteEntry.js',
      ),
    ).toEqual([
      { url: entry, revision: 'abc' },
      { url: 'https://cdn.example/editor/assets/DejaVuSans.67ed0b9a.ttf', revision: null },
    ]);
  });

  it('gives the same text the same revision and another text another', () => {
    expect(revisionOf('{"a":1}')).toBe(revisionOf('{"a":1}'));
    expect(revisionOf('{"a":1}')).not.toBe(revisionOf('{"a":2}'));
    expect(revisionOf('')).toBe('811c9dc5');
  });

  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/api/docs/', true],
    ['/apis', false],
    ['/nl/api', false],
    ['/', false],
  ])('treats %s as an API path: %s', (path, api) => {
    expect(isApiPath(path)).toBe(api);
  });
});
