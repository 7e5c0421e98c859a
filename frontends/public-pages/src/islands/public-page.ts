import { signInRequested } from '@app/contracts/routing';
import { faqIsland } from './faq';
import { loadFullApp } from './full-app';
import { headerIsland } from './header';
import { listen, type Island } from './island';
import { languageLinksIsland } from './language-links';
import { legalIsland } from './legal';
import { revealIsland } from './reveal';
import { fetchAppManifest, registerServiceWorker } from './service-worker';

/** The interactive parts of the site's pages. */
export const siteIslands: readonly Island[] = [
  headerIsland,
  languageLinksIsland,
  faqIsland,
  legalIsland,
  revealIsland,
];

/**
 * Whether the shell must run the page from the start: a session cookie means a signed-in visitor
 * (the profile menu is the shell's), and a failed redirect sign-in comes back with the reason the
 * shell's dialog shows (features/session/session-start.ts).
 */
export function needsShell(search: string, cookie: string): boolean {
  return cookie.includes('XSRF-TOKEN=') || new URLSearchParams(search).has('signInError');
}

export type PublicPageOptions = {
  /** The page's interactive parts (the site's pages' by default). */
  readonly islands?: readonly Island[];
  /** Loads the shell onto the page (full-app.ts). */
  readonly loadShell?: () => Promise<void>;
  /** Whether this build registers the service worker (SERVICE_WORKER, docs/offline.md). */
  readonly serviceWorker?: boolean;
  /** Whether the islands mark the page ready; a page React renders marks itself. */
  readonly markReady?: boolean;
};

/**
 * Makes a pre-rendered public page interactive (docs/public-pages.md): the islands wire the
 * header, language switch, FAQ and legal sections, and the page is marked ready as the shell
 * marks the pages it renders (`data-remote`, `data-ready`). Signing in, a session or a preview
 * hand the page over to the shell: the islands let go and put the markup back as it was served,
 * and the shell hydrates it.
 */
export function startPublicPage({
  islands = siteIslands,
  loadShell = loadFullApp,
  serviceWorker = true,
  markReady = true,
}: PublicPageOptions = {}): void {
  const root = document.getElementById('root');
  if (root === null) return;
  const html = document.documentElement;
  if (needsShell(window.location.search, document.cookie)) {
    // Hides the pre-rendered sign-in button until the shell knows the session (shell.css).
    if (document.cookie.includes('XSRF-TOKEN=')) html.dataset['session'] = 'restoring';
    void loadShell();
    return;
  }
  const controller = new AbortController();
  const reverts = islands.map((island) => island(root, controller.signal));
  const page = markReady ? root.querySelector<HTMLElement>('[data-page]') : null;
  page?.setAttribute('data-remote', 'publicPages');
  page?.setAttribute('data-ready', 'true');

  let handedOver = false;
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    controller.abort();
    for (const revert of reverts) revert();
    page?.removeAttribute('data-remote');
    page?.removeAttribute('data-ready');
    void loadShell();
  };
  const signIn = root.querySelector('[data-testid="sign-in-button"]');
  if (signIn !== null) {
    const requestSignIn = () => {
      html.setAttribute(signInRequested.attribute, signInRequested.value);
      handOver();
    };
    listen(signIn, 'click', requestSignIn, controller.signal);
  }

  // After the page has loaded, so it never competes with the first screen.
  const afterLoad = () => {
    fetchAppManifest()
      .then(async (manifest) => {
        // A preview's banner is the shell's.
        if (manifest.preview) handOver();
        else if (serviceWorker && 'serviceWorker' in navigator) {
          await registerServiceWorker(manifest);
        }
      })
      // Offline support is an extra: the page works without it.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
