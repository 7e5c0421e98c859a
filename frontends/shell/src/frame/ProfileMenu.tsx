import { useTranslation } from 'react-i18next';
import { useSignInDialog } from '@app/platform';
import { namespace } from '../i18n';

/**
 * The profile menu. Signed out (the only state until the accounts work lands) it is a sign-in
 * button that opens the login dialog (rendered by the frame, see LoginModal).
 */
export function ProfileMenu() {
  const { t } = useTranslation(namespace);
  const { openSignIn } = useSignInDialog();
  return (
    <div className="profile-menu" data-testid="profile-menu">
      <button
        type="button"
        className="profile-menu__sign-in"
        data-testid="sign-in-button"
        aria-haspopup="dialog"
        onClick={openSignIn}
      >
        {t('header.signIn')}
      </button>
    </div>
  );
}
