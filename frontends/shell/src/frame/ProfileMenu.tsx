import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signInRequested } from '@app/contracts/routing';
import {
  selectAuthStatus,
  selectSessionUser,
  useAppSelector,
  useInBrowser,
  useSignInDialog,
} from '@app/platform';
import { loadSignedInMenu } from '../features/session/session-start';
import { namespace } from '../i18n';

const SignedInMenu = lazy(() =>
  loadSignedInMenu().then((module) => ({ default: module.SignedInMenu })),
);

/**
 * The profile menu (spec §2). Signed out: a sign-in button that opens the login dialog (rendered
 * by the frame, see LoginModal). Signed in: photo or icon and name, with a dropdown (loaded only
 * for the signed in, see features/session/SignedInMenu). While the
 * start-up refresh runs it shows neither, so nobody sees the wrong one flash. Pre-rendered pages
 * carry the signed-out menu (the build knows no session); hydration keeps that HTML and the
 * session's state follows in the next render.
 */
export function ProfileMenu() {
  const { t } = useTranslation(namespace);
  const { openSignIn } = useSignInDialog();
  const inBrowser = useInBrowser();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectSessionUser);
  const signInButton = useRef<HTMLButtonElement>(null);
  const signedOutHere = useRef(false);
  const shown = inBrowser ? status : 'signedOut';

  // A public page's islands loaded the shell because its sign-in button was pressed: open the
  // dialog now that the shell runs the page (focus is still on that button).
  useEffect(() => {
    const html = document.documentElement;
    if (html.getAttribute(signInRequested.attribute) !== signInRequested.value) return;
    html.removeAttribute(signInRequested.attribute);
    openSignIn();
  }, [openSignIn]);

  // After signing out from the dropdown, focus lands on the sign-in button, not on the page.
  useEffect(() => {
    if (shown !== 'signedOut' || !signedOutHere.current) return;
    signedOutHere.current = false;
    signInButton.current?.focus();
  }, [shown]);

  return (
    <div className="profile-menu" data-testid="profile-menu" data-status={shown}>
      {shown === 'signedOut' && (
        <button
          ref={signInButton}
          type="button"
          className="profile-menu__sign-in"
          data-testid="sign-in-button"
          aria-haspopup="dialog"
          onClick={openSignIn}
        >
          {t('header.signIn')}
        </button>
      )}
      {shown === 'signedIn' && user !== null && (
        <Suspense fallback={null}>
          <SignedInMenu
            user={user}
            onSignedOut={() => {
              signedOutHere.current = true;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
