import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import {
  languageOfPath,
  matchAppRoute,
  serviceWorkerUrl,
  workerOptions,
} from '@app/contracts/routing';
import {
  createAppStore,
  firstScreenShown,
  i18n,
  prefetchTranslations,
  prefetchWhenIdle,
  setLanguage,
} from '@app/platform';
import './i18n';
import './styles/shell.css';
import {
  ensureRemotesRegistered,
  installRemoteFallback,
  loadRemoteComponentOnce,
} from './remotes/federation';
import { createHomeCarousel, createRemotePages } from './remotes/lazy-remote-pages';
import { remotePageModules } from './remotes/remote-pages';
import { pageContentShown } from './remotes/page-content-shown';
import { startSession } from './features/session/session-start';
import { createShellRoutes, ShellRoutes } from './routing/routes';

installRemoteFallback();
// Start reading the manifest now; pages wait for it, and a failure shows in their area.
ensureRemotesRegistered().catch(() => undefined);
// Fetch the current page's remote module while React starts, not after its first render (home's
// carousel waits until the reader scrolls towards it). Never the admin remote: only the admin
// guard may decide to load it.
const route = matchAppRoute(window.location.pathname)?.route.id;
const pageLoaded =
  route !== undefined && route !== 'admin'
    ? loadRemoteComponentOnce(remotePageModules[route]).catch(() => undefined)
    : Promise.resolve();

// Prefetching (the other language's texts, code a click will need) waits for the first screen:
// the page loaded, its remote's module there and its content shown (docs/performance.md).
const documentLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
void Promise.all([documentLoaded, pageLoaded, pageContentShown()]).then(firstScreenShown);
// An offline language switch needs the other language's texts already here.
prefetchWhenIdle(prefetchTranslations);

/**
 * After the page has loaded, so it never competes with the first screen (docs/offline.md). A page
 * no worker controls yet (the first visit) has no update to offer: the browser's own API
 * registers the worker there, and workbox-window (2.7 KB) is loaded only where the worker runs.
 */
function startServiceWorker(): void {
  void ensureRemotesRegistered()
    .then(async (manifest) => {
      const url = serviceWorkerUrl(manifest);
      if (navigator.serviceWorker.controller === null) {
        await navigator.serviceWorker.register(url, workerOptions);
        return;
      }
      const { registerServiceWorker } = await import('./offline/service-worker');
      await registerServiceWorker(url);
    })
    // Offline support is an extra: the app works without it.
    .catch(() => undefined);
}
if (__SERVICE_WORKER__ && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') startServiceWorker();
  else window.addEventListener('load', startServiceWorker, { once: true });
}

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;

const store = createAppStore();
// Before the router reads the address (a failed redirect sign-in's query is taken off it).
startSession(store.dispatch);
const routes = createShellRoutes(createRemotePages(loadRemoteComponentOnce), {
  HomeCarousel: createHomeCarousel(loadRemoteComponentOnce),
});

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

const app = (
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <ShellRoutes routes={routes} />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  </StrictMode>
);

void setLanguage(language).then(() => {
  // As a transition, React renders in slices between which the browser stays responsive; the
  // page is on screen already (pre-rendered) or a spinner's worth of time from it.
  startTransition(() => {
    if (container.dataset['prerendered'] === 'true') {
      // Public pages and home's first screen arrive pre-rendered (docs/public-pages.md):
      // React takes over the markup, keeping each page's HTML on screen until its remote loads.
      // A template (`data-prerendered="template"`, the invoice status and pay pages) is rendered
      // afresh: it shows a loading state in one language, not what this visitor's page renders.
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
});
