import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAccessToken, setRefreshHandler, refreshAccessToken } from './auth-session';
import { fetchAuthorized } from './fetch-authorized';

const seen: Array<string | null> = [];
const server = setupServer(
  http.get('http://localhost/api/files/:id', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    return authorization === 'Bearer fresh'
      ? new HttpResponse(new Uint8Array([7]))
      : HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  setAccessToken(null);
  setRefreshHandler(null);
});
afterAll(() => server.close());

describe('fetchAuthorized', () => {
  it('sends the Bearer token and answers the response', async () => {
    setAccessToken('fresh');
    const response = await fetchAuthorized('/api/files/1');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([7]));
    expect(seen).toEqual(['Bearer fresh']);
  });

  it('refreshes once on 401 and sends again with the new token', async () => {
    setAccessToken('stale');
    const refresh = jest.fn(async () => 'fresh');
    setRefreshHandler(refresh);
    const response = await fetchAuthorized('/api/files/1');
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('waits for a refresh in progress instead of sending the old token', async () => {
    setAccessToken('stale');
    let finish!: (token: string) => void;
    const refresh = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    setRefreshHandler(refresh);
    const running = refreshAccessToken();
    const download = fetchAuthorized('/api/files/1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    finish('fresh');
    await running;
    expect((await download).status).toBe(200);
    expect(seen).toEqual(['Bearer fresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
