import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { AdminRefusedState } from '../admin/AdminGuard';
import {
  selectSignInError,
  sessionActions,
  useAppDispatch,
  useAppSelector,
  useLocalizedPath,
  useSignInDialog,
} from '@app/platform';
import { Modal, SignInProviderIcon, type SignInProvider } from '@app/platform/controls';
import { sessionNamespace } from './i18n';
import { signInWith } from './sign-in';

const providers: readonly SignInProvider[] = ['google', 'microsoft'];

/**
 * The sign-in dialog (spec §2): welcome, prompt, privacy notice and the Google and Microsoft
 * choices. A choice opens the provider in a popup (a redirect when popups are blocked); the
 * dialog says where to continue, closes once signed in (platform's `signedIn`), and shows a
 * failure in words. Loaded when the dialog first opens (frame/LoginModal).
 */
export function SignInDialog() {
  const { t } = useTranslation(sessionNamespace);
  const localized = useLocalizedPath();
  const { pathname, search, state } = useLocation();
  // Sent home by the admin guard: signing in returns to the admin page asked for.
  const returnTo = (state as Partial<AdminRefusedState> | null)?.from ?? `${pathname}${search}`;
  const dispatch = useAppDispatch();
  const { closeSignIn } = useSignInDialog();
  const error = useAppSelector(selectSignInError);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = (provider: SignInProvider) => {
    setPending(true);
    void signInWith(provider, returnTo, dispatch).then((failure) => {
      // A sign-in replaced by a newer one is not a failure to report.
      if (failure === 'cancelled-popup-request') return;
      if (!mounted.current) {
        // Spec §8: sign-in failures are logged; the user closed the dialog, so nothing reopens.
        if (failure !== null) console.warn(`Sign-in failed: ${failure}`);
        return;
      }
      setPending(false);
      if (failure !== null) dispatch(sessionActions.signInFailed(failure));
    });
  };

  const status = pending ? t('login.pending') : error === null ? '' : t(`errors.${error}`);
  return (
    <Modal open onClose={closeSignIn} title={t('login.title')} size="sm" testId="login-modal">
      <p className="login__prompt">{t('login.prompt')}</p>
      <ul className="login__providers">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="login__provider"
              data-testid={`login-${provider}`}
              onClick={() => choose(provider)}
            >
              <SignInProviderIcon provider={provider} />
              {t(`login.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
      <p
        className={`login__status${error !== null && !pending ? ' login__status--error' : ''}`}
        role="status"
        data-testid="login-status"
      >
        {status}
      </p>
      <p className="login__privacy">
        {t('login.privacy')} <a href={localized('/privacy')}>{t('login.privacyLink')}</a>
      </p>
    </Modal>
  );
}
