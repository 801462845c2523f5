import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../domain/auth.ts';
import { api } from './api.ts';
import { queryKeys } from './queryKeys.ts';

const SESSION_REFRESH_MS = 30_000;

function fetchSession() {
  return api.GET('/api/auth/session');
}

export type Session = {
  user: SessionUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
};

export function useSession(): Session {
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchSession,
    refetchInterval: SESSION_REFRESH_MS,
    staleTime: SESSION_REFRESH_MS,
  });
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
