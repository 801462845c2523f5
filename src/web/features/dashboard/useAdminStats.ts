import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminStats } from '../../../domain/members-schemas.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { membersQueryKeys } from '../members/membersQueryKeys.ts';

export function useAdminStats() {
  const query = useQuery({
    queryKey: membersQueryKeys.adminStats,
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
  });

  useEffect(() => {
    if (query.isError) notifyError('Erreur lors de la récupération des statistiques');
  }, [query.isError]);

  return { stats: query.data, isLoading: query.isLoading };
}
