import { endSession, restoreSession, sessionActions, type AppDispatch } from '@app/platform';
import { sessionApi } from './sessionApi';

/** Spec §4: on sign-in the admin status is checked; a failed check means not admin (§6). */
export async function checkAdminStatus(dispatch: AppDispatch): Promise<void> {
  const result = await dispatch(
    sessionApi.endpoints.getAdminStatus.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  dispatch(sessionActions.adminStatusChecked(result.data?.isAdmin === true));
}

/**
 * After the provider said yes: the access token comes from the refresh call (never from the
 * popup's message or a URL), then the admin status. Resolves to whether the user is signed in.
 */
export async function completeSignIn(dispatch: AppDispatch): Promise<boolean> {
  const signedIn = await restoreSession(dispatch);
  if (signedIn) await checkAdminStatus(dispatch);
  return signedIn;
}

/**
 * Ends the session on the server (its refresh family is revoked and the cookies cleared), then in
 * the browser. The browser's half happens even when the server cannot be reached: the user asked
 * to be signed out here.
 */
export async function signOut(dispatch: AppDispatch): Promise<void> {
  try {
    await dispatch(sessionApi.endpoints.signOut.initiate()).unwrap();
  } catch (error) {
    console.warn('Signing out on the server failed', error);
  }
  endSession(dispatch);
}
