import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AppManifestError, fetchAppManifest, parseAppManifest } from './app-manifest';

const manifest = {
  remotes: {
    editor: '/remotes/editor/remoteEntry.js',
    admin: 'https://admin.example.com/remoteEntry.js',
    publicPages: '/remotes/public-pages/remoteEntry.js',
  },
};

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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

describe('fetchAppManifest', () => {
  it('reads the manifest the backend serves', async () => {
    server.use(http.get('http://localhost/app-manifest.json', () => HttpResponse.json(manifest)));
    await expect(fetchAppManifest('http://localhost/app-manifest.json')).resolves.toEqual(manifest);
  });

  it('fails with the status when the manifest cannot be read', async () => {
    server.use(
      http.get('http://localhost/app-manifest.json', () => new HttpResponse(null, { status: 503 })),
    );
    await expect(fetchAppManifest('http://localhost/app-manifest.json')).rejects.toThrow(
      'answered 503',
    );
  });
});
