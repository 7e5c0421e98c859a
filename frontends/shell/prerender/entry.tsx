// Build-time pre-rendering of the public pages and the home page's first screen (README "Public
// pages and SEO"). Bundled for Node by prerender/webpack.config.js and run by prerender/run.mjs
// after the shell's build: it renders the shell's own routes with the remotes' pages imported
// directly (no federation), so the HTML is exactly what the browser hydrates once the remote has
// loaded. The editor renders its loading state here: heading, notice and loading text.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  appRoutes,
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
import { HomePage } from '../../editor/src/pages/HomePage';
import { ContactPage } from '../../public-pages/src/features/site/ContactPage';
import { FaqPage } from '../../public-pages/src/features/site/FaqPage';
import { FeaturesPage } from '../../public-pages/src/features/site/FeaturesPage';
import { PricingPage } from '../../public-pages/src/features/site/PricingPage';
import { PrivacyPage } from '../../public-pages/src/features/site/PrivacyPage';
import { TermsPage } from '../../public-pages/src/features/site/TermsPage';

/** Stands in for a remote that is not pre-rendered: the browser renders that area itself. */
function ClientOnly(): never {
  throw new Error('rendered in the browser');
}

const prerendered: Partial<Record<RouteId, ComponentType>> = {
  home: HomePage,
  features: FeaturesPage,
  pricing: PricingPage,
  contact: ContactPage,
  faq: FaqPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};

/** Every pre-rendered page: the public routes and home in every language. */
export function prerenderTargets(): Array<{ id: RouteId; language: string; path: string }> {
  const ids = Object.keys(prerendered) as RouteId[];
  return languages.flatMap((language) =>
    ids.map((id) => {
      const pattern = appRoutes.find((route) => route.id === id)?.pattern ?? '/';
      return { id, language, path: withLanguagePrefix(pattern, language) };
    }),
  );
}

function pages(): RoutePages {
  return Object.fromEntries(
    appRoutes.map(({ id }) => [id, prerendered[id] ?? ClientOnly]),
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

export async function renderPath(path: string): Promise<RenderedPage> {
  setSiteOrigin(publicOriginPlaceholder);
  const language = languageOfPath(path);
  await setLanguage(language);
  // The home page's carousel sits below the editor, which only the browser renders; leaving it to
  // the browser too keeps it from jumping down when the editor appears.
  const routes = createShellRoutes(pages(), { HomeCarousel: ClientOnly });
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
