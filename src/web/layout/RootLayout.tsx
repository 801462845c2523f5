import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * Every page, then what floats above them all (`overlays`): handed in by the router, since what
 * floats belongs to a feature (the legal notice) and the layout names none.
 */
export function RootLayout({ overlays }: { overlays: ReactNode }) {
  return (
    <>
      <Outlet />
      {overlays}
    </>
  );
}
