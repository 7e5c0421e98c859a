import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import {
  appRoutes,
  languages,
  withLanguagePrefix,
  type AppRoute,
  type RouteId,
} from '@app/contracts/routing';
import { NotFoundPage } from '@app/platform';
import { AdminGuard } from '../features/admin/AdminGuard';
import { AppFrame } from '../frame/AppFrame';
import { BelowTheFold } from '../remotes/BelowTheFold';
import { RemoteArea } from '../remotes/RemoteArea';
import { homeCarouselModule, remotePageModules } from '../remotes/remote-pages';

export type RoutePages = Readonly<Record<RouteId, ComponentType>>;

/** Parts of pages beyond the one component per route: the carousel below the editor on `/`. */
export type ShellExtras = {
  readonly HomeCarousel?: ComponentType;
};

/** `/features` -> `/features` and `/nl/features`; `/` -> `/` and `/nl`. */
function patternsOf(route: AppRoute): string[] {
  if (!route.localized) {
    return [route.pattern];
  }
  return languages.map((language) => withLanguagePrefix(route.pattern, language));
}

/**
 * The shell's routes, from the route table in contracts: every page inside the frame, each in the
 * area of the remote that renders it; any other path is the not-found page, which the shell owns
 * so that it works while every remote is down.
 */
export function createShellRoutes(pages: RoutePages, extras: ShellExtras = {}): RouteObject[] {
  const { HomeCarousel } = extras;
  const pageRoutes = appRoutes.flatMap((route) => {
    const Page = pages[route.id];
    const home = route.id === 'home' && HomeCarousel !== undefined;
    const area = (
      <RemoteArea
        remote={remotePageModules[route.id].remote}
        // The editor keeps a screenful for itself, so the carousel, if it loads first, waits
        // below the fold instead of jumping down when the editor arrives.
        className={home ? 'remote-area--home-editor' : undefined}
      >
        <Page />
      </RemoteArea>
    );
    // Outside the remote's area: a refused visitor never makes the admin remote load.
    const page = route.id === 'admin' ? <AdminGuard>{area}</AdminGuard> : area;
    // Home: the editor, then the public pages' carousel, each in its own area so that one failing
    // remote leaves the other. The carousel starts below the first screen, so it loads only when
    // the reader heads for it.
    const element =
      home && HomeCarousel !== undefined ? (
        <>
          {page}
          <BelowTheFold placeholderClassName="home-carousel-place">
            <RemoteArea remote={homeCarouselModule.remote}>
              <HomeCarousel />
            </RemoteArea>
          </BelowTheFold>
        </>
      ) : (
        page
      );
    return patternsOf(route).map((path): RouteObject => ({ path, element, caseSensitive: true }));
  });
  return [
    {
      element: <AppFrame />,
      children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export type ShellRoutesProps = {
  readonly routes: RouteObject[];
};

/**
 * The route table inside whichever router the caller provides: the browser's in bootstrap, a
 * memory router in the pre-render and in tests. A declarative router rather than a data router
 * (createBrowserRouter): the shell uses no loaders or actions, and the data router is two thirds
 * of react-router's weight in every page's JavaScript.
 */
export function ShellRoutes({ routes }: ShellRoutesProps) {
  return useRoutes(routes);
}
