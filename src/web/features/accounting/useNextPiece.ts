import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountingKeys } from './queryKeys.ts';

/** The piece number to propose for a new entry of the year; null while unknown (the server then gives it). */
export function useNextPiece(yearId: string | null) {
  const query = useQuery({
    queryKey: accountingKeys.nextPiece(yearId ?? ''),
    queryFn: () =>
      api.GET('/api/admin/accounting/years/{id}/next-piece', { params: { path: { id: yearId ?? '' } } }),
    enabled: yearId !== null,
    staleTime: 0,
  });
  return { piece: query.data?.piece_number ?? null, isLoading: query.isLoading && yearId !== null };
}
