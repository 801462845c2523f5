import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server draws a page, and while the browser takes over the server's HTML (which
 * must be drawn the same), true afterwards: for what only the browser knows, such as the state a
 * page was handed by the one before it, or the screen's width.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
