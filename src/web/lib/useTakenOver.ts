import { useEffect } from 'react';
import { TAKE_OVER_COVER_ID } from '../../domain/first-load.ts';

/**
 * Takes away the cover of the server's page (`web-app.ts`) once the browser has taken it over, so
 * that a click before then waits rather than being lost. Called by what the page shows once
 * hydrated, its routes or the error page, rather than at the app's root: React takes over the
 * part inside `<Suspense>` after the root, and the root's effects run first.
 */
export function useTakenOver(): void {
  useEffect(() => document.getElementById(TAKE_OVER_COVER_ID)?.remove(), []);
}
