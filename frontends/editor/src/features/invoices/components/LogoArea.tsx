import { useEditorTranslation } from '../hooks';
import { useLoginRequired } from './LoginRequired';

/** Signed out: a notice that logos need an account; a click opens the login-required dialog. */
export function LogoArea() {
  const { t } = useEditorTranslation();
  const loginRequired = useLoginRequired();
  return (
    <button
      type="button"
      className="logo-area"
      data-testid="logo-area"
      onClick={() => loginRequired('logo')}
    >
      <span className="logo-area__title">{t('logo.add')}</span>
      <span className="logo-area__notice">{t('logo.loginRequired')}</span>
    </button>
  );
}
