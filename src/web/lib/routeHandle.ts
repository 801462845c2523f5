/**
 * What the router keeps of a lazily loaded route: a way to fetch its code before it renders, and
 * the page's title, shown while that code arrives.
 */
export type LazyRouteHandle = { preload: () => Promise<unknown>; title?: string };

/** Fetches a page's code and, at the same moment, what the page reads as it opens (`prefetch`). */
export function lazyRouteHandle(load: () => Promise<unknown>, prefetch?: () => void): LazyRouteHandle {
  return {
    preload: () => {
      prefetch?.();
      return load();
    },
  };
}
