import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@app/platform';
import { namespace } from '../../i18n';
import { ProfileDropdown } from './ProfileDropdown';

/** The provider's photo, only over https (no mixed content, no other schemes), else an icon. */
function Avatar({ photoUrl }: { photoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl !== null && photoUrl.startsWith('https://') && !failed) {
    return (
      <img
        className="profile-menu__photo"
        src={photoUrl}
        alt=""
        width="32"
        height="32"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <svg
      className="profile-menu__photo"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill="#e3e9f5" />
      <circle cx="16" cy="13" r="5" fill="#5b6b86" />
      <path d="M7 26.5a9 9 0 0 1 18 0" fill="#5b6b86" />
    </svg>
  );
}

export type SignedInMenuProps = {
  readonly user: SessionUser;
  /** Called when the user signs out from the dropdown. */
  readonly onSignedOut: () => void;
};

/**
 * The signed-in profile menu (spec §2): photo or icon and name on a button that opens the
 * dropdown. Loaded only once someone is signed in (frame/ProfileMenu), as is the dropdown.
 */
export function SignedInMenu({ user, onSignedOut }: SignedInMenuProps) {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  const dropdownId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A click or tap anywhere else closes the dropdown.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes the dropdown (not the header's phone menu around it) and focus goes back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="profile-menu__account" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        data-testid="profile-button"
        aria-expanded={open}
        aria-controls={open ? dropdownId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar photoUrl={user.photoUrl} />
        <span className="profile-menu__name">{user.displayName ?? user.email}</span>
        <span className="app-visually-hidden"> {t('header.accountMenu')}</span>
      </button>
      {open && (
        <ProfileDropdown
          id={dropdownId}
          user={user}
          onSignedOut={onSignedOut}
          onChosen={() => setOpen(false)}
        />
      )}
    </div>
  );
}
