import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/useSession.ts';

/** Sits inside RequireAuth, so the session is already loaded here. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}
