import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes, languageOfPath, type RouteId } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import '../i18n';
import { createShellRoutes, type RoutePages } from '../routing/routes';

/** Pages that stand in for the remotes: each renders `<p data-stub="<route id>">`. */
export function stubPages(overrides: Partial<Record<RouteId, ComponentType>> = {}): RoutePages {
  const pages: Partial<Record<RouteId, ComponentType>> = {};
  for (const { id } of appRoutes) {
    pages[id] = overrides[id] ?? (() => <p data-stub={id}>{`stub ${id}`}</p>);
  }
  return pages as RoutePages;
}

/** Renders the shell's routes at `path` as bootstrap does, with stand-in pages. */
export async function renderShellAt(path: string, pages: RoutePages = stubPages()) {
  await setLanguage(languageOfPath(path));
  const router = createMemoryRouter(createShellRoutes(pages), { initialEntries: [path] });
  const view = render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, router };
}
