import { useLocation } from 'react-router-dom';
import {
  defaultLanguage,
  languages,
  localizePath,
  matchAppRoute,
  stripLanguagePrefix,
} from '@app/contracts/routing';
import { siteOrigin } from './site-origin';

/**
 * Canonical link and `hreflang` alternates (every language plus `x-default`) for pages served in
 * every language; nothing for the not-found page, admin and per-invoice pages. React 19 hoists the
 * links into `<head>`.
 */
export function SeoLinks() {
  const { pathname } = useLocation();
  const match = matchAppRoute(pathname);
  if (match === null || !match.route.localized) return null;
  const path = stripLanguagePrefix(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const origin = siteOrigin();
  return (
    <>
      <link rel="canonical" href={`${origin}${localizePath(path, match.language)}`} />
      {languages.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${origin}${localizePath(path, language)}`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${origin}${localizePath(path, defaultLanguage)}`}
      />
    </>
  );
}
