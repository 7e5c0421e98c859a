import { isLanguage, switchLanguage } from '@app/contracts/routing';
import { headerIsland } from '../islands/header';
import type { Island } from '../islands/island';
import { languageLinks } from '../islands/language-links';
import type { PublicPageOptions } from '../islands/public-page';
import { statusPageIsland } from './status-island';

/**
 * The template's language links carry the route's pattern; the page's own address replaces it
 * (these routes are not localized: every language's link is the page itself).
 */
export const statusLanguageLinks: Island = languageLinks((served, language) =>
  isLanguage(language) ? switchLanguage(window.location.pathname, '', '', language) : served,
);

/** The invoice status and pay pages' interactive parts: the header, and the page itself. */
export const statusIslands: readonly Island[] = [
  headerIsland,
  statusLanguageLinks,
  statusPageIsland,
];

/** How the light entry starts the page (main.ts). */
export const statusPageOptions: PublicPageOptions = {
  islands: statusIslands,
  // These pages need the network anyway; a worker would answer the customer's next visit with
  // the shell's page instead of this light one (docs/offline.md).
  serviceWorker: false,
  // React renders the page over its template and marks it (StatusFrame).
  markReady: false,
};
