import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Each page is its own chunk, fetched when its route is first matched. */
export function lazyComponent<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** A page not built yet: only its title, through one shared component. */
export function titleOnly(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PageTitleOnly } = await import('../layout/PageTitleOnly.tsx');
      return { element: <PageTitleOnly title={title} /> };
    },
  };
}

/** What a feature adds to the router: pages of the member area and of the admin area. */
export type FeatureRoutes = { member?: RouteObject[]; admin?: RouteObject[] };
