import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchAppManifest } from './app-manifest';

/** What parseAppManifest (contracts/src/routing/remotes.spec.ts) checks in detail. */
const manifest = {
  remotes: { editor: '/e/remoteEntry.js', admin: '/a/remoteEntry.js', publicPages: '/p.js' },
  preview: true,
};

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
