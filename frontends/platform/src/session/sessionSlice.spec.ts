import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '../store/store';
import {
  selectAdminChecked,
  selectAuthStatus,
  selectIsAdmin,
  selectSessionUser,
  selectSignInDialogOpen,
  selectSignInError,
  sessionActions,
  type SessionUser,
} from './sessionSlice';

const anna: SessionUser = {
  id: 'a1',
  email: 'anna@example.com',
  displayName: 'Anna',
  photoUrl: null,
};

describe('the session slice', () => {
  it('starts loading, with no user, not admin and the sign-in dialog closed', () => {
    const store = createAppStore();
    expect(selectAuthStatus(store.getState())).toBe('loading');
    expect(selectSignInDialogOpen(store.getState())).toBe(false);
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectIsAdmin(store.getState())).toBe(false);
  });

  it.each([
    { scenario: 'opening opens', actions: [sessionActions.signInDialogOpened()], open: true },
    {
      scenario: 'closing after opening closes',
      actions: [sessionActions.signInDialogOpened(), sessionActions.signInDialogClosed()],
      open: false,
    },
    {
      scenario: 'opening twice stays open',
      actions: [sessionActions.signInDialogOpened(), sessionActions.signInDialogOpened()],
      open: true,
    },
  ])('the sign-in dialog: $scenario', ({ actions, open }) => {
    const store = createAppStore();
    for (const action of actions) store.dispatch(action);
    expect(selectSignInDialogOpen(store.getState())).toBe(open);
  });

  it('opens the dialog with a failed sign-in, and forgets the failure when it closes', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signInFailed('account-exists'));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
    expect(selectSignInError(store.getState())).toBe('account-exists');

    store.dispatch(sessionActions.signInDialogClosed());
    expect(selectSignInError(store.getState())).toBeNull();
  });

  it('signs in: the user is set and the dialog closes', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signInFailed('popup-closed-by-user'));
    store.dispatch(sessionActions.signedIn(anna));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectSessionUser(store.getState())).toEqual(anna);
    expect(selectSignInDialogOpen(store.getState())).toBe(false);
    expect(selectSignInError(store.getState())).toBeNull();
  });

  it('keeps the admin flag across refreshes of the same user, not for another user', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signedIn(anna));
    store.dispatch(sessionActions.adminStatusChecked(true));
    store.dispatch(sessionActions.signedIn({ ...anna, displayName: 'Anna de Vries' }));
    expect(selectIsAdmin(store.getState())).toBe(true);

    expect(selectAdminChecked(store.getState())).toBe(true);

    store.dispatch(sessionActions.signedIn({ ...anna, id: 'b2', email: 'bram@example.com' }));
    expect(selectIsAdmin(store.getState())).toBe(false);
    // The admin guard waits again: this user's answer has not come yet.
    expect(selectAdminChecked(store.getState())).toBe(false);
  });

  it('ignores an admin answer that arrives after sign-out', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signedOut());
    store.dispatch(sessionActions.adminStatusChecked(true));
    expect(selectIsAdmin(store.getState())).toBe(false);
  });

  it('signs out: the user and the admin flag are cleared', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signedIn(anna));
    store.dispatch(sessionActions.adminStatusChecked(true));
    store.dispatch(sessionActions.signedOut());
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(selectAdminChecked(store.getState())).toBe(false);
  });
});
