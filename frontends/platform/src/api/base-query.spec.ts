import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore } from '../store/store';
import { baseApi } from './base-api';
import { getAccessToken, setAccessToken, setRefreshHandler } from './auth-session';

type Thing = { id: string };

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<Thing, string>({ query: (id) => `/api/things/${id}` }),
  }),
});

/** Authorization headers the server saw, per thing id, in arrival order. */
let seen: Record<string, Array<string | null>> = {};
let validToken = 'fresh';

const server = setupServer(
  http.get('http://localhost/api/things/:id', ({ request, params }) => {
    const id = String(params.id);
    const authorization = request.headers.get('Authorization');
    (seen[id] ??= []).push(authorization);
    return authorization === `Bearer ${validToken}`
      ? HttpResponse.json({ id })
      : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
  }),
);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fetchThing(store: ReturnType<typeof createAppStore>, id: string) {
  return store.dispatch(testApi.endpoints.getThing.initiate(id));
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen = {};
  validToken = 'fresh';
});
afterEach(() => {
  server.resetHandlers();
  setAccessToken(null);
  setRefreshHandler(null);
});

describe('baseQueryWithReauth', () => {
  it('sends the access token as a Bearer header', async () => {
    setAccessToken('fresh');
    const result = await fetchThing(createAppStore(), '1');
    expect(result.data).toEqual({ id: '1' });
    expect(seen['1']).toEqual(['Bearer fresh']);
  });

  it('sends no Authorization header without a session', async () => {
    const result = await fetchThing(createAppStore(), '1');
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen['1']).toEqual([null]);
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (spec §7)', async () => {
    let header: string | null = null;
    server.use(
      http.get('http://localhost/api/things/xsrf', ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ id: 'xsrf' });
      }),
    );
    document.cookie = 'XSRF-TOKEN=xsrf-456; path=/';
    try {
      await fetchThing(createAppStore(), 'xsrf');
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
    expect(header).toBe('xsrf-456');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    setAccessToken('stale');
    const refresh = jest.fn(async () => 'fresh');
    setRefreshHandler(refresh);

    const result = await fetchThing(createAppStore(), '1');

    expect(result.data).toEqual({ id: '1' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen['1']).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getAccessToken()).toBe('fresh');
  });

  it('shares one refresh between concurrent requests that get 401', async () => {
    setAccessToken('stale');
    const gate = deferred<string>();
    const refresh = jest.fn(() => gate.promise);
    setRefreshHandler(refresh);
    const store = createAppStore();

    const requests = ['1', '2', '3'].map((id) => fetchThing(store, id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.resolve('fresh');
    const results = await Promise.all(requests);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.data)).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    for (const id of ['1', '2', '3']) {
      expect(seen[id]).toEqual(['Bearer stale', 'Bearer fresh']);
    }
  });

  it('holds a request that starts during a refresh until the new token is there', async () => {
    setAccessToken('stale');
    const gate = deferred<string>();
    const refresh = jest.fn(() => gate.promise);
    setRefreshHandler(refresh);
    const store = createAppStore();

    const first = fetchThing(store, '1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refresh).toHaveBeenCalledTimes(1);
    const late = fetchThing(store, '2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen['2']).toBeUndefined();
    gate.resolve('fresh');

    expect((await late).data).toEqual({ id: '2' });
    expect((await first).data).toEqual({ id: '1' });
    expect(seen['2']).toEqual(['Bearer fresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('returns the second 401 as the error without refreshing again', async () => {
    setAccessToken('stale');
    validToken = 'never-valid';
    const refresh = jest.fn(async () => 'fresh');
    setRefreshHandler(refresh);

    const result = await fetchThing(createAppStore(), '1');

    expect(result.error).toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen['1']).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('returns the 401 and ends the session when the refresh fails', async () => {
    setAccessToken('stale');
    const refresh = jest.fn(async (): Promise<string | null> => {
      throw new Error('refresh cookie expired');
    });
    setRefreshHandler(refresh);

    const result = await fetchThing(createAppStore(), '1');

    expect(result.error).toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen['1']).toEqual(['Bearer stale']);
    expect(getAccessToken()).toBeNull();
  });

  it('leaves other errors alone', async () => {
    setAccessToken('fresh');
    const refresh = jest.fn(async () => 'fresh');
    setRefreshHandler(refresh);
    server.use(
      http.get('http://localhost/api/things/:id', () => HttpResponse.json({}, { status: 500 })),
    );

    const result = await fetchThing(createAppStore(), '1');

    expect(result.error).toMatchObject({ status: 500 });
    expect(refresh).not.toHaveBeenCalled();
  });
});
