import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '../store/store';
import { selectSessionUser, selectSignInDialogOpen, sessionActions } from './sessionSlice';

describe('the session slice', () => {
  it('starts signed out with the sign-in dialog closed', () => {
    const store = createAppStore();
    expect(selectSignInDialogOpen(store.getState())).toBe(false);
    expect(selectSessionUser(store.getState())).toBeNull();
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
});
