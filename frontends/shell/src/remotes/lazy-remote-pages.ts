import { lazy, type ComponentType } from 'react';
import type { RouteId } from '@app/contracts/routing';
import { loadRemoteComponent } from './federation';
import { homeCarouselModule, remotePageModules, type RemoteModuleRef } from './remote-pages';

export type RemotePages = Readonly<Record<RouteId, ComponentType>>;

/** One lazy component per route; each loads its remote module on first render, not before. */
export function createRemotePages(
  load: typeof loadRemoteComponent = loadRemoteComponent,
): RemotePages {
  const pages: Partial<Record<RouteId, ComponentType>> = {};
  for (const [id, ref] of Object.entries(remotePageModules) as Array<[RouteId, RemoteModuleRef]>) {
    pages[id] = lazy(() => load(ref));
  }
  return pages as RemotePages;
}

/** The home page's carousel, loaded from the public pages remote on first render. */
export function createHomeCarousel(
  load: typeof loadRemoteComponent = loadRemoteComponent,
): ComponentType {
  return lazy(() => load(homeCarouselModule));
}
