import { selectAuthStatus } from '@app/platform';
import { useAppSelector } from '../../../store';
import { useLoginRequired } from '../../account/LoginRequired';
import { useEditorTranslation } from '../../invoices/hooks';
import { LogoUploader } from '../../logo/components/LogoUploader';
import '../../logo/components/logo-area.css';

/** Signed out: a notice that logos need an account; a click opens the login-required dialog. */
function SignedOutLogoArea() {
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

/** The logo is a signed-in feature (spec §2 "Logo"); drag and drop works only then. */
export function LogoArea() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  return signedIn ? <LogoUploader /> : <SignedOutLogoArea />;
}
