import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AppLocationState } from '../lib/locationState.ts';
import { useSession } from '../lib/useSession.ts';
import { AreaPlaceholder } from './AreaPlaceholder.tsx';

export function RequireAuth() {
  const { isLoading: isReading, isAuthenticated } = useSession();
  // The signed-in area is drawn in a deferred render, in short slices (see QueryState).
  const isLoading = useDeferredValue(isReading) || isReading;
  const location = useLocation();

  if (isLoading) return <AreaPlaceholder />;
  if (!isAuthenticated) {
    const state: AppLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
