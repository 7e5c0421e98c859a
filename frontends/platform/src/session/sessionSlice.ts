import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §4 "Auth state": `loading` until the start-up refresh has answered, then `signedIn` or
 * `signedOut`.
 */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** The signed-in user as the frame and the remotes need it (the server's `MeDto`). */
export type SessionUser = {
  id: string;
  email: string;
  displayName: string | null;
  /** Shown only when it is an https URL (the frame checks). */
  photoUrl: string | null;
};

/**
 * Why a sign-in failed. The browser's own kinds (spec §8) and the server's (its popup page posts
 * them, a redirect sign-in returns with `?signInError=`).
 */
export type SignInErrorKind =
  | 'popup-blocked'
  | 'popup-closed-by-user'
  | 'cancelled-popup-request'
  | 'network-request-failed'
  | 'internal-error'
  | 'access-denied'
  | 'invalid-state'
  | 'account-exists';

export type SessionState = {
  /** The shell's sign-in dialog; any remote may open it (the editor's login-required dialog). */
  signInDialogOpen: boolean;
  /** The last sign-in's failure, shown in the sign-in dialog until it closes. */
  signInError: SignInErrorKind | null;
  status: AuthStatus;
  user: SessionUser | null;
  /** From the admin-status call after sign-in; a failed check leaves it false (spec §6). */
  isAdmin: boolean;
  /** Whether that call has answered for the signed-in user (the admin guard waits for it). */
  adminChecked: boolean;
};

const initialState: SessionState = {
  signInDialogOpen: false,
  signInError: null,
  status: 'loading',
  user: null,
  isAdmin: false,
  adminChecked: false,
};

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
      state.signInError = null;
    },
    /** Opens the dialog with the failure, so the user reads why and can try again. */
    signInFailed(state, action: PayloadAction<SignInErrorKind>) {
      state.signInDialogOpen = true;
      state.signInError = action.payload;
    },
    signedIn(state, action: PayloadAction<SessionUser>) {
      // Another account than before (a sign-in after sign-out) must not inherit the admin flag.
      if (state.user?.id !== action.payload.id) {
        state.isAdmin = false;
        state.adminChecked = false;
      }
      state.status = 'signedIn';
      state.user = action.payload;
      state.signInDialogOpen = false;
      state.signInError = null;
    },
    adminStatusChecked(state, action: PayloadAction<boolean>) {
      state.isAdmin = state.status === 'signedIn' && action.payload;
      state.adminChecked = state.status === 'signedIn';
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
      state.isAdmin = false;
      state.adminChecked = false;
    },
  },
  selectors: {
    selectSignInDialogOpen: (state) => state.signInDialogOpen,
    selectSignInError: (state) => state.signInError,
    selectAuthStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectIsAdmin: (state) => state.isAdmin,
    selectAdminChecked: (state) => state.adminChecked,
  },
});

/**
 * The user signed out in this browser (not a session that merely expired): apps forget what
 * they keep of the account here (spec §4 "Logout ... removes local invoices and settings").
 */
export const userSignedOut = createAction('session/userSignedOut');

export const sessionActions = { ...sessionSlice.actions, userSignedOut };
export const {
  selectSignInDialogOpen,
  selectSignInError,
  selectAuthStatus,
  selectSessionUser,
  selectIsAdmin,
  selectAdminChecked,
} = sessionSlice.selectors;
