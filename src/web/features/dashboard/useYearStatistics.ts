import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';

/** The 24 months of the dashboard's year at a glance, ending with the current month. */
export function useYearStatistics() {
  const query = useQuery({
    queryKey: dashboardKeys.yearStatistics,
    queryFn: () => api.GET('/api/admin/statistics/year'),
    meta: { errorMessage: 'Erreur lors de la récupération des statistiques de l’année' },
  });
  return { statistics: query.data, isLoading: query.isLoading };
}
