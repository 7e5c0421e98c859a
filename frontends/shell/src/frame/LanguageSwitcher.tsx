import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath, languages, switchLanguage } from '@app/contracts/routing';
import { useInBrowser } from '@app/platform';
import { namespace } from '../i18n';

/**
 * Links to the current page in each language, keeping its query and hash. A pre-rendered page
 * was rendered without them, so while hydrating the links match that HTML and get the query and
 * hash right after (React does not patch attributes that differ during hydration).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation(namespace);
  const location = useLocation();
  const inBrowser = useInBrowser();
  const { pathname } = location;
  const search = inBrowser ? location.search : '';
  const hash = inBrowser ? location.hash : '';
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
              aria-current={language === current ? 'true' : undefined}
            >
              {t(`language.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
