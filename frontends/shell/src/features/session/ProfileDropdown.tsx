import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  selectIsAdmin,
  useAppDispatch,
  useAppSelector,
  useLocalizedPath,
  type SessionUser,
} from '@app/platform';
import { signOut } from './account';
import { sessionNamespace } from './i18n';

export type ProfileDropdownProps = {
  readonly id: string;
  readonly user: SessionUser;
  /** Called once signed out, before the menu gives way to the sign-in button. */
  readonly onSignedOut: () => void;
  /** A link was chosen: the page changes in the app, the header stays, so the menu closes. */
  readonly onChosen: () => void;
};

/**
 * The signed-in profile menu's dropdown (spec §2): sync state, who is signed in, the received
 * e-invoices, the admin link for admins only and sign out. Loaded lazily (frame/ProfileMenu prefetches it once signed in).
 */
export function ProfileDropdown({ id, user, onSignedOut, onChosen }: ProfileDropdownProps) {
  const { t } = useTranslation(sessionNamespace);
  const localized = useLocalizedPath();
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = () => {
    setSigningOut(true);
    onSignedOut();
    void signOut(dispatch);
  };
  return (
    <div id={id} className="profile-dropdown" data-testid="profile-dropdown">
      <p className="profile-dropdown__sync">
        <span className="profile-dropdown__sync-dot" aria-hidden="true" />
        <span>
          <strong>{t('profile.syncActive')}</strong>
          <span className="profile-dropdown__muted">{t('profile.autoSaving')}</span>
        </span>
      </p>
      <p className="profile-dropdown__who">
        <span className="profile-dropdown__muted">{t('profile.signedInAs')}</span>{' '}
        <span className="profile-dropdown__email" data-testid="profile-email">
          {user.email}
        </span>
      </p>
      <ul className="profile-dropdown__actions">
        <li>
          <Link
            to={localized('/received')}
            className="profile-dropdown__item"
            data-testid="received-link"
            onClick={onChosen}
          >
            {t('profile.received')}
          </Link>
        </li>
        <li>
          <Link
            to={localized('/reports')}
            className="profile-dropdown__item"
            data-testid="reports-link"
            onClick={onChosen}
          >
            {t('profile.reports')}
          </Link>
        </li>
        {isAdmin && (
          <li>
            {/* Spec §2: /admin is the one place with in-app navigation. */}
            <Link
              to={localized('/admin')}
              className="profile-dropdown__item"
              data-testid="admin-link"
              onClick={onChosen}
            >
              {t('profile.admin')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="profile-dropdown__item"
            data-testid="sign-out"
            disabled={signingOut}
            onClick={onSignOut}
          >
            {t('profile.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
