import './styles/first-load.css';
import { hydrate } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import type { SessionResponse } from './lib/firstPage.ts';
import { readFirstPage } from './lib/firstPage.ts';
import { createQueryClient } from './lib/queryClient.ts';
import { queryKeys } from './lib/queryKeys.ts';
import { prefetchAssociation } from './lib/useAssociation.ts';
import { AppPages, planPage } from './router.tsx';

/**
 * The server's CSP lets in only the `<style>` elements that carry this answer's nonce: Mantine
 * writes its theme variables in some, and the scroll lock of its modals (through get-nonce) in
 * others. The browser hides the attribute from the page's CSS, not from its scripts.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-style-nonce"]')?.nonce ?? '';
setNonce(styleNonce);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const firstPage = readFirstPage(document);
const app = (isNarrowScreen: boolean) => (
  <App queryClient={queryClient} styleNonce={styleNonce} isNarrowScreen={isNarrowScreen}>
    <BrowserRouter>
      <AppPages />
    </BrowserRouter>
  </App>
);

if (firstPage) {
  // The server's data, then its page's code, before React takes the HTML over: the first draw is
  // the server's, at once, with nothing asked again.
  hydrate(queryClient, firstPage.queries);
  const session = queryClient.getQueryData<SessionResponse>(queryKeys.session);
  const plan = planPage(window.location, session?.user ?? null);
  if ('preload' in plan) await plan.preload(queryClient).catch(() => {});
  hydrateRoot(rootElement, app(firstPage.isNarrowScreen), {
    // Named so that the browser tests, which fail on any, recognise it.
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
} else {
  // A page the server did not draw (the development server): every page starts by asking which
  // association this is, which index.html already asked for.
  void prefetchAssociation(queryClient);
  const root = createRoot(rootElement);
  // A transition: React draws the first screen in short slices rather than in one long task.
  startTransition(() => root.render(app(false)));
}
