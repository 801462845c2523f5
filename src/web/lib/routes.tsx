import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** What the router keeps of a lazily loaded route: a way to fetch its code before it renders. */
export type LazyRouteHandle = { preload: () => Promise<unknown> };

/**
 * A page's module: the page, and what the page asks the server for as it opens (`prefetch`),
 * which the router asks for as soon as the code has arrived rather than once the page has drawn.
 */
type PageModule<Name extends string> = Record<Name, ComponentType> & { prefetch?: () => void };

/**
 * Each page is its own chunk, fetched when its route is first matched. The router starts the
 * chunks of every matched level at once (`handle.preload`), so a layout and its page arrive
 * together rather than one after the other.
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<PageModule<Name>>,
  name: Name,
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  const handle: LazyRouteHandle = { preload: () => load().then((page) => page.prefetch?.()) };
  return { element: <Page />, handle };
}

/** What a feature adds to the router: pages of the member area and of the admin area. */
export type FeatureRoutes = { member?: RouteObject[]; admin?: RouteObject[] };
