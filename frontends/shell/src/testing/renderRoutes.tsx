import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { appRoutes, languageOfPath, type RouteId } from '@app/contracts/routing';
import {
  createAppStore,
  i18n,
  sessionActions,
  setLanguage,
  type AppStore,
  type SessionUser,
} from '@app/platform';
import '../i18n';
import { createShellRoutes, ShellRoutes, type RoutePages } from '../routing/routes';

/** Pages that stand in for the remotes: each renders `<p data-stub="<route id>">`. */
export function stubPages(overrides: Partial<Record<RouteId, ComponentType>> = {}): RoutePages {
  const pages: Partial<Record<RouteId, ComponentType>> = {};
  for (const { id } of appRoutes) {
    pages[id] = overrides[id] ?? (() => <p data-stub={id}>{`stub ${id}`}</p>);
  }
  return pages as RoutePages;
}

/**
 * The session the test starts in: signed out (what a visitor without a session cookie gets at
 * once), still loading, or signed in as this user (and admin or not).
 */
export type TestSession = 'signedOut' | 'loading' | { user: SessionUser; isAdmin?: boolean };

function storeWith(session: TestSession): AppStore {
  const store = createAppStore();
  if (session === 'signedOut') {
    store.dispatch(sessionActions.signedOut());
  } else if (session !== 'loading') {
    store.dispatch(sessionActions.signedIn(session.user));
    store.dispatch(sessionActions.adminStatusChecked(session.isAdmin ?? false));
  }
  return store;
}

/** Renders the shell's routes at `path` as bootstrap does, with stand-in pages. */
export async function renderShellAt(
  path: string,
  pages: RoutePages = stubPages(),
  session: TestSession = 'signedOut',
) {
  await setLanguage(languageOfPath(path));
  const store = storeWith(session);
  const navigation: { navigate?: NavigateFunction } = {};
  function CaptureNavigate() {
    navigation.navigate = useNavigate();
    return null;
  }
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <CaptureNavigate />
          <ShellRoutes routes={createShellRoutes(pages)} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  /** Navigates in the app as a link click would. */
  async function navigate(to: string): Promise<void> {
    await navigation.navigate?.(to);
  }
  return { ...view, navigate, store };
}
