/**
 * Interface languages. English is the default and has no path prefix; every other language is
 * served under `/<code>` (spec §2 "Routing rules").
 */
export const languages = ['en', 'nl'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The `Intl` locale that formats money, numbers and dates in each language. */
export const intlLocales: Readonly<Record<Language, string>> = { nl: 'nl-NL', en: 'en-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `/nl` for Dutch, the empty string for the default language. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/**
 * A path (or route pattern) as served in a language: `/features` -> `/nl/features`, `/` -> `/nl`;
 * unchanged in the default language. The path must not carry a prefix already.
 */
export function withLanguagePrefix(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (prefix === '') {
    return path;
  }
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Index of the first `?` or `#`, or the length: where the path part of an href ends. */
function pathEnd(href: string): number {
  const query = href.indexOf('?');
  const hash = href.indexOf('#');
  const ends = [query, hash, href.length].filter((index) => index >= 0);
  return Math.min(...ends);
}

function prefixedLanguage(href: string): Language | null {
  const path = href.slice(0, pathEnd(href));
  for (const language of languages) {
    const prefix = languagePrefix(language);
    if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) {
      return language;
    }
  }
  return null;
}

/** The language a path is served in: its prefix's language, else the default. `/nlx` is English. */
export function languageOfPath(pathname: string): Language {
  return prefixedLanguage(pathname) ?? defaultLanguage;
}

export function hasLanguagePrefix(pathname: string): boolean {
  return prefixedLanguage(pathname) !== null;
}

/** `/nl/pricing` -> `/pricing`, `/nl` -> `/`, `/nl?x=1` -> `/?x=1`; other paths are returned as they are. */
export function stripLanguagePrefix(pathname: string): string {
  const language = prefixedLanguage(pathname);
  if (language === null) {
    return pathname;
  }
  const rest = pathname.slice(languagePrefix(language).length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
