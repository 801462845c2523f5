import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DIRECTORY_SEARCH_MIN } from '../../domain/directory.ts';
import { api } from './api.ts';
import { queryKeys } from './queryKeys.ts';

const DIRECTORY_STALE_MS = 60_000;

/**
 * Validated members matching what is typed in a picker, searched by the server (a few at most)
 * once enough letters are typed; the previous answers stay while the next ones load.
 */
export function useMemberDirectory(search: string) {
  const [typed] = useDebouncedValue(search.trim(), 250);
  const hasEnoughLetters = typed.length >= DIRECTORY_SEARCH_MIN;
  const query = useQuery({
    queryKey: queryKeys.memberSearch(typed),
    queryFn: () => api.GET('/api/members/directory', { params: { query: { q: typed } } }),
    enabled: hasEnoughLetters,
    placeholderData: keepPreviousData,
    staleTime: DIRECTORY_STALE_MS,
  });
  return {
    members: hasEnoughLetters && !query.isError ? (query.data ?? []) : [],
    hasEnoughLetters: search.trim().length >= DIRECTORY_SEARCH_MIN,
    isSearching: query.isFetching,
    isError: query.isError,
  };
}

/** One validated member by id: the one a picker shows as already chosen (a saved proxy). */
export function useDirectoryEntry(id: string | null) {
  return useQuery({
    queryKey: queryKeys.memberEntry(id),
    queryFn: () => api.GET('/api/members/directory/{id}', { params: { path: { id: id ?? '' } } }),
    enabled: id !== null,
    staleTime: DIRECTORY_STALE_MS,
  });
}
