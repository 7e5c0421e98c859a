import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath, languages, switchLanguage } from '@app/contracts/routing';
import { namespace } from '../i18n';

/** EN / NL links to the current page in each language, keeping its query and hash. */
export function LanguageSwitcher() {
  const { t } = useTranslation(namespace);
  const { pathname, search, hash } = useLocation();
  const current = languageOfPath(pathname);
  return (
    <nav
      className="language-switcher"
      aria-label={t('language.label')}
      data-testid="language-switcher"
    >
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={switchLanguage(pathname, search, hash, language)}
              hrefLang={language}
              lang={language}
              aria-label={t(`language.${language}`)}
              aria-current={language === current ? 'true' : undefined}
            >
              {language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
