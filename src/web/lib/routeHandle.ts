/**
 * Fetches a page's code and, at the same moment, what the page reads as it opens (`prefetch`),
 * into the query cache it is given (the browser's, or the one of a page the server draws).
 */
export function lazyRouteHandle<Cache>(
  load: () => Promise<unknown>,
  prefetch?: (cache: Cache) => Promise<unknown>,
): { preload: (cache: Cache) => Promise<unknown> } {
  return { preload: (cache) => Promise.all([prefetch?.(cache), load()]) };
}

/**
 * A module fetched once, whose value is known synchronously once it has arrived: a page whose
 * code came before React draws it (on the server, or in the browser before it takes over the
 * server's HTML) is drawn at once, where React's `lazy` would suspend one turn first, and
 * hydration would draw that part again.
 */
export function loadedOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const state: { value?: T; load: () => Promise<T> } = {
    load: () => {
      loading ??= load().then((value) => {
        state.value = value;
        return value;
      });
      return loading;
    },
  };
  return state;
}
