import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectOf } from '../lib/pageAccess.ts';
import { useSession } from '../lib/useSession.ts';
import { AreaPlaceholder } from './AreaPlaceholder.tsx';

export function RequireAuth() {
  const { isLoading: isReading, user } = useSession();
  // The signed-in area is drawn in a deferred render, in short slices (see QueryState).
  const isLoading = useDeferredValue(isReading) || isReading;
  const location = useLocation();

  if (isLoading) return <AreaPlaceholder />;
  const redirect = redirectOf('signedIn', user, location);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
