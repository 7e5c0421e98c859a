import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { languageOfPath } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import './i18n';
import './styles/shell.css';
import { ensureRemotesRegistered, installRemoteFallback } from './remotes/federation';
import { createRemotePages } from './remotes/lazy-remote-pages';
import { createShellRoutes } from './routing/routes';

installRemoteFallback();
// Start reading the manifest now; pages wait for it, and a failure shows in their area.
ensureRemotesRegistered().catch(() => undefined);

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
void setLanguage(language);

const store = createAppStore();
const router = createBrowserRouter(createShellRoutes(createRemotePages()));

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
