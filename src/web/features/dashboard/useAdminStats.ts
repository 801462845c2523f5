import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';

export function useAdminStats() {
  const query = useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: () => api.GET('/api/admin/stats'),
    meta: { errorMessage: 'Erreur lors de la récupération des statistiques' },
  });
  return { stats: query.data, isLoading: query.isLoading };
}
