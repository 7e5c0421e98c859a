import { isRecord } from '@app/contracts/common';
import type { SignInErrorKind } from '@app/platform';
import type { SignInProvider } from '@app/platform/controls';
import { signInErrorKindOf } from './sign-in-errors';

export type PopupOutcome = { ok: true } | { ok: false; error: SignInErrorKind };

/** Spec §2 "Other widgets": the account chooser popup is 500 by 600. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
/**
 * Spec §4: a closed popup rejects as popup-closed-by-user 8 s later, because the provider's answer
 * may still be on its way when the window closes (the result page posts, then closes itself).
 */
export const POPUP_CLOSED_GRACE_MS = 8000;
const CLOSED_POLL_MS = 500;
/** One named window: a second choice reuses it instead of stacking popups. */
const POPUP_NAME = 'invoicing-sign-in';
/** What the backend's popup result page posts to its opener. */
const MESSAGE_TYPE = 'invoicing:sign-in';

/** The backend's sign-in start: popup mode ends in a page that tells us, redirect mode returns. */
export function signInUrl(
  provider: SignInProvider,
  mode: 'popup' | 'redirect',
  returnTo: string,
): string {
  const query = new URLSearchParams({ mode, returnTo });
  return `/api/auth/${provider}?${query.toString()}`;
}

/** Centred on the browser window, as far as the screen lets it be. */
export function popupFeatures(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

let pending: ((outcome: PopupOutcome) => void) | null = null;

/**
 * Opens the provider's sign-in in a popup and resolves with its answer; null when the browser
 * blocked the popup (the caller falls back to a redirect). Must run inside the click's handler,
 * before any await, or browsers block the window. Only a message from that popup, from our own
 * origin and of our type counts; a sign-in started meanwhile settles this one as
 * cancelled-popup-request.
 */
export function openSignInPopup(
  provider: SignInProvider,
  returnTo: string,
  win: Window = window,
): Promise<PopupOutcome> | null {
  const popup = win.open(signInUrl(provider, 'popup', returnTo), POPUP_NAME, popupFeatures(win));
  if (popup === null) return null;
  pending?.({ ok: false, error: 'cancelled-popup-request' });
  return new Promise((resolve) => {
    // The window's timers answer numbers (Node's typings would say Timeout).
    let closedTimer: number | undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (event.origin !== win.location.origin || event.source !== popup) return;
      if (!isRecord(data) || data.type !== MESSAGE_TYPE) return;
      finish(data.ok === true ? { ok: true } : { ok: false, error: signInErrorKindOf(data.error) });
    };
    const poll = win.setInterval(() => {
      if (popup.closed && closedTimer === undefined) {
        closedTimer = win.setTimeout(
          () => finish({ ok: false, error: 'popup-closed-by-user' }),
          POPUP_CLOSED_GRACE_MS,
        );
      }
    }, CLOSED_POLL_MS);
    const finish = (outcome: PopupOutcome) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
      win.clearTimeout(closedTimer);
      if (pending === finish) pending = null;
      resolve(outcome);
    };
    win.addEventListener('message', onMessage);
    pending = finish;
  });
}
