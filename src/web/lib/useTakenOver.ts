import { useEffect } from 'react';

/**
 * Marks the server's page as taken over by the browser: it stays inert until then (`web-app.ts`),
 * so that a click before the browser listens waits rather than being lost. Called by what the
 * page shows once hydrated, its routes or the error page, rather than at the app's root: React
 * takes over the part inside `<Suspense>` after the root, and the root's effects run first.
 */
export function useTakenOver(): void {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
}
