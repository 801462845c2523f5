import { useQuery } from '@tanstack/react-query';
import { type DirectoryEntry, directoryLabel } from '../../domain/directory.ts';
import { api } from './api.ts';

/** Validated members as options of a Select: value = id, label = 'prénom nom (email)'. */
export function useMemberDirectory() {
  const query = useQuery({
    queryKey: ['members', 'directory'],
    queryFn: () => api.get<DirectoryEntry[]>('/api/members/directory'),
    staleTime: 60_000,
  });
  const options = (query.data ?? []).map((entry) => ({ value: entry.id, label: directoryLabel(entry) }));
  return { members: query.data ?? [], options, isLoading: query.isLoading, isError: query.isError };
}
