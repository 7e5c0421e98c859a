import { afterEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import {
  createAppStore,
  selectAuthStatus,
  selectSignInDialogOpen,
  selectSignInError,
} from '@app/platform';
import { startSession } from './session-start';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('startSession', () => {
  it('signs out at once when there is no session cookie', () => {
    const store = createAppStore();
    startSession(store.dispatch);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it("opens the sign-in dialog with a redirect sign-in's failure and takes it off the address", async () => {
    window.history.replaceState(null, '', '/nl/pricing?x=1&signInError=account-exists#free');
    const store = createAppStore();
    startSession(store.dispatch);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/nl/pricing?x=1#free',
    );
    await waitFor(() => expect(selectSignInError(store.getState())).toBe('account-exists'));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
  });
});
