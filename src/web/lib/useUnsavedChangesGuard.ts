import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirmLeaving } from './confirmLeaving.tsx';

/**
 * Warns before unsaved changes are lost: closing or reloading the tab asks the browser's own
 * question (beforeunload), following a link of the app asks ours. The app runs a BrowserRouter,
 * where React Router offers no blocker (useBlocker needs a data router), so a link's click is
 * caught before React Router sees it, and followed once the person confirms.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const handleClick = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (destination === null) return;
      event.preventDefault();
      // Two guarded forms on one page ask once.
      event.stopImmediatePropagation();
      confirmLeaving(() => navigate(destination));
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    window.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      window.removeEventListener('click', handleClick, true);
    };
  }, [isDirty, navigate]);
}

/**
 * Where a plain click on a link of the app leads, or null when it stays on this page or leaves the
 * app (a new tab, a download, another site: beforeunload covers what unloads the page).
 */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const destination = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}`;
  return `${url.pathname}${url.search}` === here ? null : destination;
}
