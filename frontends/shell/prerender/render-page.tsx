// Renders one path of the shell's routes to HTML at build time, with the pages given (imported
// straight from a remote's sources, no federation). Shared by the shell's pre-render (home) and
// the public pages remote's (frontends/public-pages/prerender), so both produce exactly the frame
// the browser's shell hydrates.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  appRoutes,
  defaultLanguage,
  languageOfPath,
  languages,
  publicOriginPlaceholder,
  withLanguagePrefix,
  type RouteId,
} from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import '../src/i18n';
import { setSiteOrigin } from '../src/frame/site-origin';
import { createShellRoutes, ShellRoutes, type RoutePages } from '../src/routing/routes';

export type PrerenderedPages = Partial<Record<RouteId, ComponentType>>;

/** Stands in for a remote that is not pre-rendered: the browser renders that area itself. */
function ClientOnly(): never {
  throw new Error('rendered in the browser');
}

/** Every pre-rendered page: the given routes in every language they are served in. */
export function prerenderTargets(
  pages: PrerenderedPages,
): Array<{ id: RouteId; language: string; path: string }> {
  const ids = Object.keys(pages) as RouteId[];
  return languages.flatMap((language) =>
    ids.flatMap((id) => {
      const route = appRoutes.find((each) => each.id === id);
      // A page served without a language prefix alone (the invoice status and pay pages) has
      // one template, at its pattern: the browser fills in the address's parameters.
      if (route !== undefined && !route.localized && language !== defaultLanguage) return [];
      return [{ id, language, path: withLanguagePrefix(route?.pattern ?? '/', language) }];
    }),
  );
}

function routePages(pages: PrerenderedPages): RoutePages {
  return Object.fromEntries(
    appRoutes.map(({ id }) => [id, pages[id] ?? ClientOnly]),
  ) as unknown as RoutePages;
}

export type RenderedPage = {
  /** `<title>`, `<meta>` and `<link>` elements React hoists, for `<head>`. */
  readonly head: string;
  /** The markup of `#root`. */
  readonly body: string;
  readonly language: string;
};

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export async function renderShellPage(
  pages: PrerenderedPages,
  path: string,
): Promise<RenderedPage> {
  setSiteOrigin(publicOriginPlaceholder);
  const language = languageOfPath(path);
  await setLanguage(language);
  // The home page's carousel sits below the editor, which only the browser renders; leaving it to
  // the browser too keeps it from jumping down when the editor appears.
  const routes = createShellRoutes(routePages(pages), { HomeCarousel: ClientOnly });
  const html = renderToString(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes routes={routes} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length), language };
}
