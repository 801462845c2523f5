import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Year } from '../../../domain/accounting-schemas.ts';
import { api } from '../../lib/api.ts';
import { accountingKeys } from './queryKeys.ts';

const LOAD_ERROR = 'Erreur lors du chargement des exercices';

/** The financial years, newest first, as the server lists them. */
export function useYears() {
  const query = useQuery({
    queryKey: accountingKeys.years,
    queryFn: () => api.GET('/api/admin/accounting/years'),
    meta: { errorMessage: LOAD_ERROR },
  });
  return {
    years: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    refresh: () => void query.refetch(),
  };
}

/**
 * The year a screen shows: the one picked, else the oldest open one (where the treasurer is
 * still writing), else the newest.
 */
export function useChosenYear() {
  const years = useYears();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const year: Year | null =
    years.years.find((candidate) => candidate.id === chosenId) ??
    years.years.findLast((candidate) => candidate.closed_at === null) ??
    years.years[0] ??
    null;
  return { ...years, year, choose: setChosenId };
}
