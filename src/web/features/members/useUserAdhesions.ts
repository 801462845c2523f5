import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { memberKeys } from './queryKeys.ts';

/** Every membership of a member, newest start first, read when the administrator opens them. */
export function useUserAdhesions(userId: string) {
  const query = useQuery({
    queryKey: memberKeys.adhesionsOf(userId),
    queryFn: () => api.GET('/api/admin/users/{id}/adhesions', { params: { path: { id: userId } } }),
  });
  return {
    adhesions: query.data ?? [],
    isLoading: query.isPending,
    loadError: query.isError ? 'Erreur lors du chargement des adhésions' : null,
    refresh: () => void query.refetch(),
  };
}
