import { hasSessionCookie, restoreSession, sessionActions, type AppDispatch } from '@app/platform';

/** The signed-in profile menu's code (frame/ProfileMenu renders it lazily). */
export const loadSignedInMenu = () => import('./SignedInMenu');

const ERROR_PARAM = 'signInError';

/**
 * A redirect sign-in that failed comes back with `?signInError=<kind>`: take it off the address
 * (a reload or a shared link must not show it again). Runs before the router reads the URL.
 */
function takeSignInError(): string | null {
  const url = new URL(window.location.href);
  const kind = url.searchParams.get(ERROR_PARAM);
  if (kind === null) return null;
  url.searchParams.delete(ERROR_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return kind;
}

/**
 * The session at start-up: one silent refresh, so a reload keeps the user signed in (the access
 * token lives in memory only), then the admin check; a failed redirect sign-in opens the dialog
 * with its reason. The modules for both load only when needed, after the first screen.
 */
export function startSession(dispatch: AppDispatch): void {
  const failure = takeSignInError();
  // Fetched alongside the refresh, so the profile appears as soon as the session is known.
  if (hasSessionCookie()) loadSignedInMenu().catch(() => undefined);
  void restoreSession(dispatch).then((signedIn) => {
    // Set by main.ts while a session may exist, to hide the pre-rendered sign-in button.
    delete document.documentElement.dataset['session'];
    if (signedIn) {
      import('./account')
        .then(({ checkAdminStatus }) => checkAdminStatus(dispatch))
        .catch((error: unknown) => console.warn('Could not check the admin status', error));
    }
  });
  if (failure !== null) {
    import('./sign-in-errors')
      .then(({ signInErrorKindOf }) =>
        dispatch(sessionActions.signInFailed(signInErrorKindOf(failure))),
      )
      .catch((error: unknown) => console.warn('Could not show why sign-in failed', error));
  }
}
