import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakePopup, postFrom } from '../../testing/fakePopup';
import { openSignInPopup, popupFeatures, type PopupOutcome } from './popup-sign-in';

/** The outcome if the promise has settled by now, else 'pending'. */
async function settled(promise: Promise<PopupOutcome> | null): Promise<PopupOutcome | 'pending'> {
  if (promise === null) throw new Error('The popup was not opened');
  return Promise.race([promise, Promise.resolve('pending' as const)]);
}

let popup: ReturnType<typeof fakePopup>;

beforeEach(() => {
  jest.useFakeTimers();
  popup = fakePopup();
  jest.spyOn(window, 'open').mockReturnValue(popup);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('openSignInPopup', () => {
  it('opens a 500x600 popup at the provider, with the path to return to', () => {
    void openSignInPopup('google', '/nl/pricing?x=1');
    expect(window.open).toHaveBeenCalledWith(
      '/api/auth/google?mode=popup&returnTo=%2Fnl%2Fpricing%3Fx%3D1',
      'invoicing-sign-in',
      popupFeatures(window),
    );
  });

  it('centres the popup on the browser window', () => {
    const win = { screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 } as Window;
    expect(popupFeatures(win)).toBe('popup=yes,width=500,height=600,left=500,top=200');
  });

  it('answers null when the browser blocks the popup', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openSignInPopup('microsoft', '/')).toBeNull();
  });

  it("resolves with the popup's answer from our origin", async () => {
    const outcome = openSignInPopup('google', '/');
    postFrom(popup, { type: 'invoicing:sign-in', ok: true });
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it.each([
    ['access-denied', 'access-denied'],
    ['account-exists', 'account-exists'],
    ['something-new', 'internal-error'],
  ])('reads the error %s as %s', async (error, kind) => {
    const outcome = openSignInPopup('google', '/');
    postFrom(popup, { type: 'invoicing:sign-in', ok: false, error });
    await expect(outcome).resolves.toEqual({ ok: false, error: kind });
  });

  it.each([
    ['another origin', { type: 'invoicing:sign-in', ok: true }, 'popup', 'https://evil.example'],
    ['another window', { type: 'invoicing:sign-in', ok: true }, 'other', undefined],
    ['another type', { type: 'something-else', ok: true }, 'popup', undefined],
    ['a string', 'invoicing:sign-in', 'popup', undefined],
  ])('ignores a message from %s', async (_case, data, from, origin) => {
    const outcome = openSignInPopup('google', '/');
    postFrom(from === 'popup' ? popup : fakePopup(), data, origin);
    await expect(settled(outcome)).resolves.toBe('pending');
  });

  it('rejects as popup-closed-by-user 8 s after the popup closes without an answer', async () => {
    const outcome = openSignInPopup('google', '/');
    popup.closed = true;
    jest.advanceTimersByTime(500);
    jest.advanceTimersByTime(7900);
    await expect(settled(outcome)).resolves.toBe('pending');
    jest.advanceTimersByTime(100);
    await expect(outcome).resolves.toEqual({ ok: false, error: 'popup-closed-by-user' });
  });

  it('still takes an answer that arrives just after the popup closed', async () => {
    const outcome = openSignInPopup('google', '/');
    popup.closed = true;
    jest.advanceTimersByTime(1000);
    postFrom(popup, { type: 'invoicing:sign-in', ok: true });
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it('settles an earlier sign-in as cancelled-popup-request when a new one starts', async () => {
    const first = openSignInPopup('google', '/');
    const second = openSignInPopup('microsoft', '/');
    await expect(first).resolves.toEqual({ ok: false, error: 'cancelled-popup-request' });
    postFrom(popup, { type: 'invoicing:sign-in', ok: true });
    await expect(second).resolves.toEqual({ ok: true });
  });
});
