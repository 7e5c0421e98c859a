import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { languageOfPath, matchAppRoute } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import './i18n';
import './styles/shell.css';
import {
  ensureRemotesRegistered,
  installRemoteFallback,
  loadRemoteComponentOnce,
} from './remotes/federation';
import { createHomeCarousel, createRemotePages } from './remotes/lazy-remote-pages';
import { homeCarouselModule, remotePageModules } from './remotes/remote-pages';
import { createShellRoutes } from './routing/routes';

installRemoteFallback();
// Start reading the manifest now; pages wait for it, and a failure shows in their area.
ensureRemotesRegistered().catch(() => undefined);
// Fetch the current page's remote modules while React starts, not after its first render.
const route = matchAppRoute(window.location.pathname)?.route.id;
if (route !== undefined) {
  const refs =
    route === 'home' ? [remotePageModules.home, homeCarouselModule] : [remotePageModules[route]];
  for (const ref of refs) loadRemoteComponentOnce(ref).catch(() => undefined);
}

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;

const store = createAppStore();
const router = createBrowserRouter(
  createShellRoutes(createRemotePages(loadRemoteComponentOnce), {
    HomeCarousel: createHomeCarousel(loadRemoteComponentOnce),
  }),
);

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

const app = (
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  </StrictMode>
);

/**
 * Areas the pre-render left to the browser (the editor on `/`) are expected to switch to client
 * rendering; React reports that as a recoverable error, which is not worth a console error.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/client rendering|#419|rendered in the browser/i.test(message)) return;
  console.error(error);
}

void setLanguage(language).then(() => {
  // The pre-rendered home page's stand-in title; the editor's page sets the real one.
  document.querySelector('title[data-fallback]')?.remove();
  if (container.dataset['prerendered'] === 'true') {
    // Public pages arrive pre-rendered (README "Public pages and SEO"): React takes over the
    // markup, keeping each page's HTML on screen until its remote has loaded.
    hydrateRoot(container, app, { onRecoverableError });
  } else {
    createRoot(container).render(app);
  }
});
