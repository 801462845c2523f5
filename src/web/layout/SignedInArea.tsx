import '../styles/app.css';
import { Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { confirmModalsHost } from '../lib/confirmModalsHost.ts';
import { lazyNamed } from '../lib/lazyNamed.ts';

const ConfirmModalsHost = lazyNamed(() => import('./ConfirmModalsHost.tsx'), 'ConfirmModalsHost');

/**
 * What the member and admin areas need and the public pages do not: the styles of their
 * components (tables, pickers, menus…) and, once one is asked for, the confirmation modals.
 * Fetched with the first signed-in page, so the sign-in page loads without them.
 */
export function SignedInArea() {
  const hasConfirmations = useSyncExternalStore(
    confirmModalsHost.subscribe,
    confirmModalsHost.isWanted,
    // No confirmation is asked for before the browser has the page.
    () => false,
  );
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>{hasConfirmations && <ConfirmModalsHost />}</Suspense>
    </>
  );
}
