import { useQuery } from '@tanstack/react-query';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { assemblyKeys } from './queryKeys.ts';

/** The AG an administrator opened: its documents and its tally. */
export function useAdminAssembly(agId: string) {
  const query = useQuery({
    queryKey: assemblyKeys.adminDetail(agId),
    queryFn: () => api.GET('/api/admin/assemblies/{id}', { params: { path: { id: agId } } }),
  });
  return {
    assembly: query.data,
    isLoading: query.isLoading,
    loadError: query.isError ? AG_MESSAGES.generic : null,
    refresh: () => void query.refetch(),
  };
}
