import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { namespace } from '../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { useScrolledPast } from './useScrolledPast';

/** How far the page scrolls before the header gets compact (spec §2). */
export const SHRINK_AFTER_PX = 100;

const links = [
  ['/features', 'header.features'],
  ['/pricing', 'header.pricing'],
  ['/contact', 'header.contact'],
] as const;

/**
 * Logo, the main links, the language switcher and the profile menu. Links are ordinary page links,
 * as the spec wants outside /admin. The header is fixed with its full height reserved, so getting
 * compact after 100 px of scroll moves nothing else; below 768 px the links fold into a menu.
 */
export function Header() {
  const { t } = useTranslation(namespace);
  const localized = useLocalizedPath();
  const compact = useScrolledPast(SHRINK_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape folds the open menu and puts focus back on its button.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const classes = [
    'site-header',
    compact ? 'site-header--compact' : '',
    menuOpen ? 'site-header--menu-open' : '',
  ].filter(Boolean);
  return (
    <header
      className={classes.join(' ')}
      data-testid="site-header"
      data-compact={compact ? 'true' : 'false'}
    >
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="site-header__bar" onKeyDown={onMenuKeyDown}>
        <a className="site-header__logo" href={localized('/')}>
          <LogoMark />
          <span className="site-header__name">{t('appName', { ns: 'platform' })}</span>
          <span className="app-visually-hidden"> {t('header.home')}</span>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          data-testid="menu-button"
          // Both labels, for the public pages' islands, which fold the menu without React.
          data-open-label={t('header.openMenu')}
          data-close-label={t('header.closeMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          <span className="app-visually-hidden">
            {menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          </span>
        </button>
        {/* Following a link folds the phone menu: /admin's links change the page in the app,
            under the same header. */}
        <div
          className="site-header__menu"
          id="site-menu"
          data-testid="site-menu"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setMenuOpen(false);
          }}
        >
          <nav className="site-header__nav" aria-label={t('header.navigation')}>
            <ul>
              {links.map(([path, label]) => (
                <li key={path}>
                  <a href={localized(path)}>{t(label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
