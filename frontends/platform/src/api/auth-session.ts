/**
 * The signed-in session as the API client sees it: an access token held in memory only (never in
 * storage, so a script injected into the page cannot read it back later) and the function that
 * obtains a new one. Sign-in registers both; until then requests go out without a token.
 */
export type RefreshAccessToken = () => Promise<string | null>;

let accessToken: string | null = null;
let refreshHandler: RefreshAccessToken | null = null;
let refreshing: Promise<string | null> | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Registers how to obtain a fresh access token (null: the session is over). */
export function setRefreshHandler(handler: RefreshAccessToken | null): void {
  refreshHandler = handler;
}

export function clearAuthSession(): void {
  accessToken = null;
}

/** The refresh that is running now, if any; requests wait for it before going out. */
export function pendingRefresh(): Promise<string | null> | null {
  return refreshing;
}

/**
 * Runs the registered refresh function, once for all callers that arrive while it runs, and
 * stores its token. Resolves to the new token, or to null when there is no handler or the refresh
 * failed; the session is then cleared.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (refreshing !== null) {
    return refreshing;
  }
  const handler = refreshHandler;
  if (handler === null) {
    return Promise.resolve(null);
  }
  const run = Promise.resolve()
    .then(handler)
    .then(
      (token) => {
        accessToken = token;
        return token;
      },
      () => {
        accessToken = null;
        return null;
      },
    )
    .finally(() => {
      refreshing = null;
    });
  refreshing = run;
  return run;
}
