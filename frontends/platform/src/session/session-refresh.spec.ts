import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getAccessToken, setAccessToken, setRefreshHandler } from '../api/auth-session';
import { baseApi } from '../api/base-api';
import { createAppStore } from '../store/store';
import {
  endSession,
  installSessionRefresh,
  requestSession,
  restoreSession,
} from './session-refresh';
import { selectAuthStatus, selectIsAdmin, selectSessionUser, sessionActions } from './sessionSlice';

const user = {
  id: 'a1',
  email: 'anna@example.com',
  displayName: 'Anna de Vries',
  photoUrl: null,
  isAdmin: false,
};

/** X-XSRF-TOKEN headers the refresh endpoint saw, in arrival order. */
let refreshHeaders: Array<string | null> = [];
let refreshAnswer: () => Response = () =>
  HttpResponse.json({ accessToken: 'fresh', expiresIn: 900, user });

const server = setupServer(
  http.post('http://localhost/api/auth/refresh', ({ request }) => {
    refreshHeaders.push(request.headers.get('X-XSRF-TOKEN'));
    return refreshAnswer();
  }),
  http.get('http://localhost/api/things/1', ({ request }) =>
    request.headers.get('Authorization') === 'Bearer fresh'
      ? HttpResponse.json({ id: '1' })
      : HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 }),
  ),
);

const thingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThingForSession: build.query<{ id: string }, void>({ query: () => '/api/things/1' }),
  }),
});

function setXsrfCookie(value: string | null): void {
  document.cookie =
    value === null
      ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `XSRF-TOKEN=${value}; path=/`;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  refreshHeaders = [];
  refreshAnswer = () => HttpResponse.json({ accessToken: 'fresh', expiresIn: 900, user });
  setXsrfCookie(null);
  setAccessToken(null);
  setRefreshHandler(null);
});

describe('requestSession', () => {
  it('sends the XSRF-TOKEN cookie back in the X-XSRF-TOKEN header and reads the user', async () => {
    setXsrfCookie('xsrf-123');
    await expect(requestSession()).resolves.toEqual({
      accessToken: 'fresh',
      user: { id: 'a1', email: 'anna@example.com', displayName: 'Anna de Vries', photoUrl: null },
    });
    expect(refreshHeaders).toEqual(['xsrf-123']);
  });

  it('asks nothing without the cookie: there is no session', async () => {
    await expect(requestSession()).resolves.toBeNull();
    expect(refreshHeaders).toEqual([]);
  });

  it.each([401, 403])('reads %i as no session', async (status) => {
    setXsrfCookie('xsrf-123');
    refreshAnswer = () => HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status });
    await expect(requestSession()).resolves.toBeNull();
  });

  it('rejects when the answer says nothing about the session', async () => {
    setXsrfCookie('xsrf-123');
    refreshAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    await expect(requestSession()).rejects.toThrow('500');
  });
});

describe('the session at start-up', () => {
  it('is signed out at once without a session cookie', () => {
    const store = createAppStore();
    void restoreSession(store.dispatch);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(refreshHeaders).toEqual([]);
  });

  it('signs in silently when the refresh succeeds', async () => {
    setXsrfCookie('xsrf-123');
    const store = createAppStore();
    await expect(restoreSession(store.dispatch)).resolves.toBe(true);
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectSessionUser(store.getState())?.email).toBe('anna@example.com');
    expect(getAccessToken()).toBe('fresh');
  });

  it.each([
    { scenario: 'no session cookie', cookie: null, answer: () => HttpResponse.json({}) },
    {
      scenario: 'a refused refresh (401)',
      cookie: 'xsrf-123',
      answer: () => HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 }),
    },
    { scenario: 'a network failure', cookie: 'xsrf-123', answer: () => HttpResponse.error() },
  ])('signs out after $scenario', async ({ cookie, answer }) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setXsrfCookie(cookie);
    refreshAnswer = answer;
    const store = createAppStore();
    await expect(restoreSession(store.dispatch)).resolves.toBe(false);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
    warn.mockRestore();
  });
});

describe('the refresh on 401', () => {
  it('refreshes with the XSRF header and retries the call with the new token', async () => {
    setXsrfCookie('xsrf-123');
    setAccessToken('expired');
    const store = createAppStore();
    installSessionRefresh(store.dispatch);
    const result = await store.dispatch(thingsApi.endpoints.getThingForSession.initiate());
    expect(result.data).toEqual({ id: '1' });
    expect(refreshHeaders).toEqual(['xsrf-123']);
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
  });

  it('signs out when the refresh fails, and the call fails with its 401', async () => {
    setXsrfCookie('xsrf-123');
    setAccessToken('expired');
    refreshAnswer = () => HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 });
    const store = createAppStore();
    store.dispatch(sessionActions.signedIn({ ...user }));
    store.dispatch(sessionActions.adminStatusChecked(true));
    installSessionRefresh(store.dispatch);
    const result = await store.dispatch(thingsApi.endpoints.getThingForSession.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
  });
});

describe('endSession', () => {
  it('forgets the token, the user, the admin flag and the cached answers', async () => {
    setAccessToken('fresh');
    const store = createAppStore();
    store.dispatch(sessionActions.signedIn({ ...user }));
    store.dispatch(sessionActions.adminStatusChecked(true));
    await store.dispatch(thingsApi.endpoints.getThingForSession.initiate());
    endSession(store.dispatch);
    expect(getAccessToken()).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(store.getState().api.queries).toEqual({});
  });
});
