import { useQuery } from '@tanstack/react-query';
import type { Association } from '../../domain/association.ts';
import { api } from './api.ts';
import { queryKeys } from './queryKeys.ts';

export function useAssociation(): Association | undefined {
  const query = useQuery({
    queryKey: queryKeys.association,
    queryFn: () => api.GET('/api/association'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data;
}
