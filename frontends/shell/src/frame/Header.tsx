import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { namespace } from '../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * A first, simple header: logo, the main links and the language switcher. Links are ordinary page
 * links, as the spec wants outside /admin.
 */
export function Header() {
  const { t } = useTranslation(namespace);
  const localized = useLocalizedPath();
  return (
    <header className="site-header" data-testid="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <a className="site-header__logo" href={localized('/')} aria-label={t('header.home')}>
        {t('appName', { ns: 'platform' })}
      </a>
      <nav className="site-header__nav" aria-label={t('header.navigation')}>
        <ul>
          <li>
            <a href={localized('/features')}>{t('header.features')}</a>
          </li>
          <li>
            <a href={localized('/pricing')}>{t('header.pricing')}</a>
          </li>
          <li>
            <a href={localized('/contact')}>{t('header.contact')}</a>
          </li>
        </ul>
      </nav>
      <LanguageSwitcher />
    </header>
  );
}
