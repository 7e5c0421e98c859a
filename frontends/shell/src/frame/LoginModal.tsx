import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Modal,
  SignInProviderIcon,
  useLocalizedPath,
  useSignInDialog,
  type SignInProvider,
} from '@app/platform';
import { namespace } from '../i18n';

type Provider = SignInProvider;

/**
 * The signed-out sign-in dialog (spec §2): welcome, prompt, privacy notice and the Google and
 * Microsoft choices. Sign-in itself arrives with the accounts work; until then a choice explains
 * that it is not configured. Whether it is open is platform's session state, so the profile menu
 * and any remote open it the same way.
 */
export function LoginModal() {
  const { t } = useTranslation(namespace);
  const localized = useLocalizedPath();
  const { open, closeSignIn } = useSignInDialog();
  const [chosen, setChosen] = useState<Provider | null>(null);
  const close = () => {
    setChosen(null);
    closeSignIn();
  };
  return (
    <Modal open={open} onClose={close} title={t('login.title')} size="sm" testId="login-modal">
      <p className="login__prompt">{t('login.prompt')}</p>
      <ul className="login__providers">
        {(['google', 'microsoft'] as const).map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="login__provider"
              data-testid={`login-${provider}`}
              onClick={() => setChosen(provider)}
            >
              <SignInProviderIcon provider={provider} />
              {t(`login.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
      <p className="login__status" role="status" data-testid="login-status">
        {chosen === null ? '' : t('login.notConfigured')}
      </p>
      <p className="login__privacy">
        {t('login.privacy')} <a href={localized('/privacy')}>{t('login.privacyLink')}</a>
      </p>
    </Modal>
  );
}
