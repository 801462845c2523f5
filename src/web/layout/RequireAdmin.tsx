import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectOf } from '../lib/pageAccess.ts';
import { useSession } from '../lib/useSession.ts';

/** Sits inside RequireAuth, so the session is already loaded here. */
export function RequireAdmin() {
  const { user } = useSession();
  const redirect = redirectOf('admin', user, useLocation());
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
