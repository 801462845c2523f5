import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRouteHandle } from './routeHandle.ts';

type LazyPage = {
  /**
   * The page's `h1`, declared here rather than in the page: the signed-in frame shows it from the
   * first load, while the page's code arrives (`AreaPlaceholder`), and the page's `PageTitle` reads it.
   */
  title?: string;
  /** What the page reads as it opens, asked for with its code. */
  prefetch?: () => void;
};

/**
 * Each page is its own chunk, fetched when its route is first matched. The router starts the
 * chunks of every matched level at once (`handle.preload`), so a layout and its page arrive
 * together rather than one after the other; and with them what the page reads as it opens
 * (`prefetch`, kept out of the page's chunk), rather than once the code has arrived.
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { title, prefetch }: LazyPage = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return { element: <Page />, handle: { ...lazyRouteHandle(load, prefetch), title } };
}

/** What a feature adds to the router: pages of the member area and of the admin area. */
export type FeatureRoutes = { member?: RouteObject[]; admin?: RouteObject[] };
