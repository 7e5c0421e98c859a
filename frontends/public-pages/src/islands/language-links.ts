import { listen, type Island } from './island';

/**
 * The language switch keeps the page's query and hash (as frame/LanguageSwitcher.tsx does): the
 * pre-rendered links carry the path alone.
 */
export const languageLinksIsland: Island = (page, signal) => {
  const links = [
    ...page.querySelectorAll<HTMLAnchorElement>('[data-testid="language-switcher"] a[hreflang]'),
  ].map((link) => ({ link, path: link.getAttribute('href') ?? '' }));
  const update = () => {
    for (const { link, path } of links) {
      link.setAttribute('href', `${path}${window.location.search}${window.location.hash}`);
    }
  };
  update();
  listen(window, 'hashchange', update, signal);
  return () => {
    for (const { link, path } of links) link.setAttribute('href', path);
  };
};
