import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAccessToken, setRefreshHandler } from '@app/platform';
import { fetchLogoFile, LogoFileError } from './logo-file';

const seen: Array<{ url: string; authorization: string | null }> = [];
const server = setupServer(
  http.get('http://localhost/api/logo/:id', ({ request, params }) => {
    seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
    if (params.id === 'missing') return HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
    if (params.id === 'offline') return HttpResponse.error();
    if (request.headers.get('Authorization') !== 'Bearer fresh') {
      return HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 });
    }
    return new HttpResponse(new Uint8Array([1, 2, 3]), {
      headers: { 'Content-Type': 'image/png' },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  setAccessToken(null);
  setRefreshHandler(null);
});
afterAll(() => server.close());

describe('fetchLogoFile', () => {
  it('asks for the PNG rendition with the Bearer token', async () => {
    setAccessToken('fresh');
    const blob = await fetchLogoFile('logo-1', 'png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(seen).toEqual([
      { url: 'http://localhost/api/logo/logo-1?variant=png', authorization: 'Bearer fresh' },
    ]);
  });

  it('refreshes the token once on 401 and gives up when that does not help', async () => {
    setAccessToken('stale');
    setRefreshHandler(() => Promise.resolve('still-stale'));
    await expect(fetchLogoFile('logo-1')).rejects.toEqual(new LogoFileError(401));
    expect(seen.map((request) => request.authorization)).toEqual([
      'Bearer stale',
      'Bearer still-stale',
    ]);
  });

  it('reports a missing logo and a failed request', async () => {
    setAccessToken('fresh');
    await expect(fetchLogoFile('missing')).rejects.toMatchObject({ status: 404 });
    await expect(fetchLogoFile('offline')).rejects.toMatchObject({ status: null });
  });
});
