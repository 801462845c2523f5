/** What the router keeps of a lazily loaded route: a way to fetch its code before it renders. */
export type LazyRouteHandle = { preload: () => Promise<unknown> };

/** Fetches a page's code and, at the same moment, what the page reads as it opens (`prefetch`). */
export function lazyRouteHandle(load: () => Promise<unknown>, prefetch?: () => void): LazyRouteHandle {
  return {
    preload: () => {
      prefetch?.();
      return load();
    },
  };
}
