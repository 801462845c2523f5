import { Navigate, Outlet, useLocation } from 'react-router';
import { originOf } from '../lib/locationState.ts';
import { useSession } from '../lib/useSession.ts';
import { FullPageLoader } from './FullPageLoader.tsx';

/** Sign-in and registration pages: a signed-in visitor goes where they were heading, or home. */
export function PublicOnly() {
  const { isLoading, isAuthenticated } = useSession();
  const location = useLocation();

  if (isLoading) return <FullPageLoader />;
  if (isAuthenticated) return <Navigate to={originOf(location) ?? '/'} replace />;
  return <Outlet />;
}
