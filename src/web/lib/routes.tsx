import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Each page is its own chunk, fetched when its route is first matched. */
export function lazyComponent<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** What a feature adds to the router: pages of the member area and of the admin area. */
export type FeatureRoutes = { member?: RouteObject[]; admin?: RouteObject[] };
