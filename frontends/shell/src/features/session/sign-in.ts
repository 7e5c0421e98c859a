import type { AppDispatch, SignInErrorKind } from '@app/platform';
import type { SignInProvider } from '@app/platform/controls';
import { completeSignIn } from './account';
import { openSignInPopup, signInUrl } from './popup-sign-in';

/**
 * Signs in with the provider in a popup, or by a full redirect when the browser blocks popups
 * (the page leaves, and the provider sends it back to `returnTo`, the current path, signed in or
 * with `?signInError=`). Call it from the click's handler. Resolves to the failure to show, or
 * null (signed in, or leaving for the provider).
 */
export async function signInWith(
  provider: SignInProvider,
  returnTo: string,
  dispatch: AppDispatch,
  win: Window = window,
): Promise<SignInErrorKind | null> {
  const popup = openSignInPopup(provider, returnTo, win);
  if (popup === null) {
    win.location.assign(signInUrl(provider, 'redirect', returnTo));
    return null;
  }
  const outcome = await popup;
  if (!outcome.ok) return outcome.error;
  if (await completeSignIn(dispatch)) return null;
  // The provider said yes but no session came back: offline, or the server failed.
  return win.navigator.onLine ? 'internal-error' : 'network-request-failed';
}
