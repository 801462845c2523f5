import { QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Told once in a notification when the read fails (after its retry), whoever asked for it. */
      errorMessage?: string;
    };
  }
}

export const queryClient = new QueryClient({
  // One place tells a failed read: the cache sees each failure once, however many components
  // show the same query, where an effect per component would repeat it.
  queryCache: new QueryCache({
    onError: (_error, query) => {
      const message = query.meta?.errorMessage;
      // The notifications stay out of the first page's scripts (/login): loaded when first needed.
      if (message) void import('./notify.ts').then(({ notifyError }) => notifyError(message));
    },
  }),
  defaultOptions: {
    queries: { retry: 1, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
