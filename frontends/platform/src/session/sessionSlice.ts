import { createSlice } from '@reduxjs/toolkit';

/** The signed-in user as the frame and the remotes need it; filled by the accounts work. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
};

export type SessionState = {
  /** The shell's sign-in dialog; any remote may open it (the editor's login-required dialog). */
  signInDialogOpen: boolean;
  user: SessionUser | null;
};

const initialState: SessionState = { signInDialogOpen: false, user: null };

/**
 * The session as every app sees it. It lives in platform (a federation singleton) and in the
 * static part of the root reducer, so the shell and the remotes share one state and a remote can
 * open the shell's sign-in dialog without importing the shell.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signInDialogOpened(state) {
      state.signInDialogOpen = true;
    },
    signInDialogClosed(state) {
      state.signInDialogOpen = false;
    },
  },
  selectors: {
    selectSignInDialogOpen: (state) => state.signInDialogOpen,
    selectSessionUser: (state) => state.user,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectSignInDialogOpen, selectSessionUser } = sessionSlice.selectors;
