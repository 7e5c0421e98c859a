import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { sessionActions, selectSignInDialogOpen } from './sessionSlice';

/** The shell's sign-in dialog: whether it is open, and opening or closing it from any app. */
export function useSignInDialog(): {
  open: boolean;
  openSignIn: () => void;
  closeSignIn: () => void;
} {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSignInDialogOpen);
  const openSignIn = useCallback(() => dispatch(sessionActions.signInDialogOpened()), [dispatch]);
  const closeSignIn = useCallback(() => dispatch(sessionActions.signInDialogClosed()), [dispatch]);
  return { open, openSignIn, closeSignIn };
}
