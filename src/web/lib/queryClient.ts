import { QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Told once in a notification when the read fails (after its retry), whoever asked for it. */
      errorMessage?: string;
    };
  }
}

/**
 * The browser's one cache, or one per page the server draws: a cache shared by the server's
 * pages would hand one member's data to another.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // One place tells a failed read: the cache sees each failure once, however many components
    // show the same query, where an effect per component would repeat it. The server tells
    // nothing: the browser reads again what failed there.
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const message = query.meta?.errorMessage;
        // The notifications stay out of the first page's scripts (/login): loaded when first needed.
        if (message && !import.meta.env.SSR)
          void import('./notify.ts').then(({ notifyError }) => notifyError(message));
      },
    }),
    defaultOptions: {
      queries: { retry: import.meta.env.SSR ? false : 1, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
