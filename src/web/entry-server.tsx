import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { DrawnPage, FirstLoadPlan, FirstLoadRequest } from '../domain/first-load.ts';
import { App } from './App.tsx';
import { sendApiCallsThrough } from './lib/api.ts';
import { firstPageScript, type SessionResponse } from './lib/firstPage.ts';
import { createQueryClient } from './lib/queryClient.ts';
import { queryKeys } from './lib/queryKeys.ts';
import { prefetchAssociation } from './lib/useAssociation.ts';
import { AppPages, planPage } from './router.tsx';

/** Whose calls the module-wide API client is making: the page being drawn in this async context. */
const drawing = new AsyncLocalStorage<FirstLoadRequest>();
sendApiCallsThrough((request) => {
  const page = drawing.getStore();
  if (!page) throw new Error('An API call outside of a page being drawn');
  return page.fetch(request);
});

/**
 * A page's components ask for data as they are drawn, which the server cannot wait for inside a
 * draw: it draws, reads what was asked for, and draws again, at most this many times (a layout's
 * data, then what a page asks for once it has its own).
 */
const DRAWS_AT_MOST = 3;

/** What the draw asked for and nobody has read yet: an enabled query never fetched. */
function queriesToRead(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => {
      const { queryFn } = query.options;
      // The observer's own option, which the query keeps among its options.
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return isEnabled && queryFn !== skipToken && !tried.has(query.queryHash);
    });
}

/** The HTML of `element` once everything in it is ready: no fallback left to swap by script. */
async function drawWhole(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const stream = await renderToReadableStream(element, { onError });
  await stream.allReady;
  return new Response(stream).text();
}

async function draw(
  request: FirstLoadRequest,
  preload: (client: QueryClient) => Promise<unknown>,
): Promise<DrawnPage> {
  const client = createQueryClient();
  client.setQueryData<SessionResponse>(queryKeys.session, { user: request.user });
  await Promise.all([prefetchAssociation(client), preload(client)]);
  const tried = new Set<string>();
  const element = (
    <App queryClient={client} styleNonce={request.styleNonce} isNarrowScreen={request.isNarrowScreen}>
      <StaticRouter location={request.url}>
        <AppPages />
      </StaticRouter>
    </App>
  );
  for (let draws = 1; ; draws++) {
    // A read that failed here is drawn as still loading, and the browser reads it again.
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const html = await drawWhole(element, request.onError);
    const toRead = queriesToRead(client, tried);
    if (toRead.length === 0 || draws === DRAWS_AT_MOST) {
      return {
        html,
        firstPage: firstPageScript({ queries: dehydrate(client), isNarrowScreen: request.isNarrowScreen }),
      };
    }
    for (const query of toRead) tried.add(query.queryHash);
    await Promise.all(
      toRead.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
  }
}

/**
 * A first load, as the server answers it: where the guards send the visitor instead, or the page
 * to draw, with its code and its data loaded first, so that the browser paints it before any
 * script runs and then takes it over as it is.
 */
export function planFirstLoad(request: FirstLoadRequest): FirstLoadPlan {
  const { pathname, search } = new URL(request.url, 'http://serveur.invalid');
  const plan = planPage({ pathname, search }, request.user);
  if ('redirect' in plan) return { redirect: plan.redirect };
  return {
    pageFiles: plan.pageFiles,
    draw: () => drawing.run(request, () => draw(request, plan.preload)),
  };
}
