import { listen, type Island } from './island';

/** The path (no query or hash) a language's link goes to, from the pre-rendered link's path. */
export type LanguagePath = (served: string, language: string) => string;

/**
 * The language switch keeps the page's query and hash (as frame/LanguageSwitcher.tsx does): the
 * pre-rendered links carry the path alone, or, on a page pre-rendered once for every address,
 * its route's pattern, which `pathOf` replaces.
 */
export function languageLinks(pathOf: LanguagePath = (served) => served): Island {
  return (page, signal) => {
    const links = [
      ...page.querySelectorAll<HTMLAnchorElement>('[data-testid="language-switcher"] a[hreflang]'),
    ].map((link) => ({
      link,
      served: link.getAttribute('href') ?? '',
      language: link.getAttribute('hreflang') ?? '',
    }));
    const update = () => {
      for (const { link, served, language } of links) {
        link.setAttribute(
          'href',
          `${pathOf(served, language)}${window.location.search}${window.location.hash}`,
        );
      }
    };
    update();
    listen(window, 'hashchange', update, signal);
    return () => {
      for (const { link, served } of links) link.setAttribute('href', served);
    };
  };
}

export const languageLinksIsland: Island = languageLinks();
