import { isRecord } from '@app/contracts/common';
import {
  clearAuthSession,
  refreshAccessToken,
  setAccessToken,
  setRefreshHandler,
} from '../api/auth-session';
import { baseApi } from '../api/base-api';
import { apiBaseUrl } from '../api/base-query';
import { readXsrfToken, XSRF_HEADER } from '../api/xsrf';
import type { AppDispatch } from '../store/store';
import { sessionActions, type SessionUser } from './sessionSlice';

/** What `POST /api/auth/refresh` answers, as far as the browser uses it. */
export type RefreshedSession = { accessToken: string; user: SessionUser };

function nullableText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function refreshedSessionOf(body: unknown): RefreshedSession {
  const user = isRecord(body) && isRecord(body.user) ? body.user : null;
  if (
    !isRecord(body) ||
    typeof body.accessToken !== 'string' ||
    user === null ||
    typeof user.id !== 'string' ||
    typeof user.email !== 'string'
  ) {
    throw new Error('The session refresh answered an unexpected body');
  }
  return {
    accessToken: body.accessToken,
    user: {
      id: user.id,
      email: user.email,
      displayName: nullableText(user.displayName),
      photoUrl: nullableText(user.photoUrl),
    },
  };
}

/**
 * Trades the httpOnly refresh cookie for an access token. A plain fetch, not the API's base
 * query: a 401 here means "no session", which must not start another refresh. Resolves to null
 * when there is no session (401, 403); rejects when the answer says nothing about the session
 * (network failure, 429, 5xx).
 */
export async function requestSession(): Promise<RefreshedSession | null> {
  const xsrf = readXsrfToken();
  // The server sets this cookie with the session and clears it on sign-out; without it the
  // refresh would be refused (403). Not asking spares every signed-out visit a failed request.
  if (xsrf === null) return null;
  const response = await fetch(`${apiBaseUrl()}/api/auth/refresh`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [XSRF_HEADER]: xsrf },
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The session refresh answered ${response.status}`);
  return refreshedSessionOf(await response.json());
}

/**
 * Makes `requestSession` the API client's refresh (401 -> one shared refresh -> retry) and keeps
 * the session state in step: a refresh that yields a token signs in (or keeps signed in), any
 * other outcome signs out.
 */
export function installSessionRefresh(dispatch: AppDispatch): void {
  setRefreshHandler(async () => {
    try {
      const session = await requestSession();
      if (session !== null) {
        // Stored before the state says signed in, so calls made on that news carry it.
        setAccessToken(session.accessToken);
        dispatch(sessionActions.signedIn(session.user));
        return session.accessToken;
      }
    } catch (error) {
      // Spec §8: sign-in failures are logged only; the visitor carries on signed out.
      console.warn('Could not refresh the session', error);
    }
    clearAuthSession();
    dispatch(sessionActions.signedOut());
    return null;
  });
}

/**
 * The silent refresh at start-up (and after a sign-in elsewhere, e.g. the popup): a reload keeps
 * the session. Resolves to whether the user is signed in.
 */
export async function restoreSession(dispatch: AppDispatch): Promise<boolean> {
  installSessionRefresh(dispatch);
  if (readXsrfToken() === null) {
    // No session cookie: signed out before the first render (an async function runs this far
    // synchronously), so a pre-rendered page hydrates without the menu changing.
    dispatch(sessionActions.signedOut());
    return false;
  }
  return (await refreshAccessToken()) !== null;
}

/** The browser's half of signing out: forget the token, the user and every cached answer. */
export function endSession(dispatch: AppDispatch): void {
  clearAuthSession();
  dispatch(sessionActions.signedOut());
  dispatch(sessionActions.userSignedOut());
  dispatch(baseApi.util.resetApiState());
}
