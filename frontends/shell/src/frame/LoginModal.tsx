import { lazy, Suspense } from 'react';
import { selectSignInDialogOpen, useAppSelector } from '@app/platform';

const SignInDialog = lazy(() =>
  import('../features/session/SignInDialog').then((module) => ({ default: module.SignInDialog })),
);

/**
 * The sign-in dialog's place in the frame. Whether it is open is platform's session state, so the
 * profile menu and any remote open it the same way. Its code (popup handling, error texts) loads
 * when it first opens: the first screen's JavaScript stays within its budget (docs/sign-in.md).
 */
export function LoginModal() {
  const open = useAppSelector(selectSignInDialogOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}
