import {
  defaultLanguage,
  hasLanguagePrefix,
  stripLanguagePrefix,
  withLanguagePrefix,
  type Language,
} from './languages.js';
import { matchAppRoute } from './routes.js';

function splitHref(href: string): { path: string; suffix: string } {
  const end = href.search(/[?#]/);
  return end < 0
    ? { path: href, suffix: '' }
    : { path: href.slice(0, end), suffix: href.slice(end) };
}

/**
 * False only for pages that exist without a language prefix alone (invoice status, pay page,
 * admin): prefixing those would link to a missing page. Unknown paths count as localizable, so a
 * not-found page still switches language.
 */
export function isLocalizablePath(pathname: string): boolean {
  const match = matchAppRoute(stripLanguagePrefix(pathname));
  return match === null || match.route.localized;
}

/**
 * The href of an app page in a language (spec §2): the language prefix is added unless the path
 * already has one or the language is the default. Query and hash are kept. Paths that only exist
 * unprefixed, relative paths and absolute URLs are returned unchanged.
 */
export function localizePath(href: string, language: Language): string {
  const { path, suffix } = splitHref(href);
  if (language === defaultLanguage || !path.startsWith('/') || path.startsWith('//')) {
    return href;
  }
  if (hasLanguagePrefix(path) || !isLocalizablePath(path)) {
    return href;
  }
  return `${withLanguagePrefix(path, language)}${suffix}`;
}

function normalizeSearch(search: string): string {
  return search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
}

function normalizeHash(hash: string): string {
  return hash === '' || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;
}

/**
 * The href of the current page in another language: adds or removes the prefix and keeps the
 * query and hash (`/pricing?x=1#free` <-> `/nl/pricing?x=1#free`). Takes the parts of
 * `window.location` (search and hash with or without their leading `?` / `#`).
 */
export function switchLanguage(
  pathname: string,
  search: string,
  hash: string,
  language: Language,
): string {
  const base = stripLanguagePrefix(pathname);
  const path =
    language === defaultLanguage || !isLocalizablePath(base)
      ? base
      : withLanguagePrefix(base, language);
  return `${path}${normalizeSearch(search)}${normalizeHash(hash)}`;
}
