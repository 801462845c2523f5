import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, use } from 'react';
import type { RouteObject } from 'react-router';
import type { ModuleName } from '../../domain/modules.ts';
import { lazyRouteHandle, loadedOnce } from './routeHandle.ts';

/** What a page reads as it opens, asked for with its code, into the cache it is given. */
type Prefetch = (client: QueryClient) => Promise<unknown>;

/**
 * What the router keeps of a lazily loaded route: a way to fetch its code (and its first data)
 * before it renders, and the page's title, shown while that code arrives.
 */
export type LazyRouteHandle = {
  preload: (client: QueryClient) => Promise<unknown>;
  title?: string;
  /** The page's file, by its name (each page's file is named after the component it exports). */
  file?: string;
};

type LazyPage = {
  /**
   * The page's `h1`, declared here rather than in the page: the signed-in frame shows it from the
   * first load, while the page's code arrives (`AreaPlaceholder`), and the page's `PageTitle` reads it.
   */
  title?: string;
  /** What the page reads as it opens, asked for with its code. */
  prefetch?: Prefetch;
};

/**
 * Each page is its own chunk, fetched when its route is first matched. The router starts the
 * chunks of every matched level at once (`handle.preload`), so a layout and its page arrive
 * together rather than one after the other; and with them what the page reads as it opens
 * (`prefetch`, kept out of the page's chunk), rather than once the code has arrived. The server
 * and the browser's first draw wait for them (`entry-server.tsx`, `main.tsx`), so the page is
 * drawn at once there.
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { title, prefetch }: LazyPage = {},
): Pick<RouteObject, 'element'> & { handle: LazyRouteHandle } {
  const page = loadedOnce<ComponentType>(async () => (await load())[name]);
  function LazyPage() {
    const Page = page.value ?? use(page.load());
    return <Page />;
  }
  return { element: <LazyPage />, handle: { ...lazyRouteHandle(page.load, prefetch), title, file: name } };
}

/**
 * What a feature adds to the router: pages of the member area and of the admin area, and the
 * module they belong to when the association may switch them off.
 */
export type FeatureRoutes = { module?: ModuleName; member?: RouteObject[]; admin?: RouteObject[] };
