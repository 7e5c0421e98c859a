import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../i18n';
import { LoginModal } from './LoginModal';

/**
 * The profile menu. Signed out (the only state until the accounts work lands) it is a sign-in
 * button that opens the login dialog.
 */
export function ProfileMenu() {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  return (
    <div className="profile-menu" data-testid="profile-menu">
      <button
        type="button"
        className="profile-menu__sign-in"
        data-testid="sign-in-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('header.signIn')}
      </button>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
