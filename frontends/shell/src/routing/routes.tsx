import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  appRoutes,
  languagePrefix,
  languages,
  type AppRoute,
  type RouteId,
} from '@app/contracts/routing';
import { NotFoundPage } from '@app/platform';
import { AppFrame } from '../frame/AppFrame';
import { RemoteArea } from '../remotes/RemoteArea';
import { remotePageModules } from '../remotes/remote-pages';

export type RoutePages = Readonly<Record<RouteId, ComponentType>>;

/** `/features` -> `/features` and `/nl/features`; `/` -> `/` and `/nl`. */
function patternsOf(route: AppRoute): string[] {
  if (!route.localized) {
    return [route.pattern];
  }
  return languages.map((language) => {
    const prefix = languagePrefix(language);
    return route.pattern === '/' ? prefix || '/' : `${prefix}${route.pattern}`;
  });
}

/**
 * The shell's routes, from the route table in contracts: every page inside the frame, each in the
 * area of the remote that renders it; any other path is the not-found page, which the shell owns
 * so that it works while every remote is down.
 */
export function createShellRoutes(pages: RoutePages): RouteObject[] {
  const pageRoutes = appRoutes.flatMap((route) => {
    const Page = pages[route.id];
    const element = (
      <RemoteArea remote={remotePageModules[route.id].remote}>
        <Page />
      </RemoteArea>
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
