import { useQuery } from '@tanstack/react-query';
import type { Participant } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { assemblyKeys } from './queryKeys.ts';

/** The participants table administrators see on the member page. */
export function useParticipants(agId: string, isEnabled: boolean) {
  const query = useQuery({
    queryKey: assemblyKeys.participants(agId),
    queryFn: () => api.get<Participant[]>(`/api/admin/assemblies/${encodeURIComponent(agId)}/participants`),
    enabled: isEnabled,
  });
  return { participants: query.data ?? [], isLoading: query.isLoading, isError: query.isError };
}
