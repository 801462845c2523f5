import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { YearStatistics } from '../../../domain/statistics.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';

const YEAR_STATISTICS_KEY = ['admin', 'statistics', 'year'] as const;

/** The 24 months of the dashboard's year at a glance, ending with the current month. */
export function useYearStatistics() {
  const query = useQuery({
    queryKey: YEAR_STATISTICS_KEY,
    queryFn: () => api.get<YearStatistics>('/api/admin/statistics/year'),
  });

  useEffect(() => {
    if (query.isError) notifyError('Erreur lors de la récupération des statistiques de l’année');
  }, [query.isError]);

  return { statistics: query.data, isLoading: query.isLoading };
}
