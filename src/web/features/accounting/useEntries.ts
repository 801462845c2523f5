import type { EntryKind } from '../../../domain/accounting.ts';
import { type EntryListQuery, entryListQuerySchema } from '../../../domain/accounting-entry-schemas.ts';
import { api } from '../../lib/api.ts';
import { useCheckedFilters } from '../../lib/useCheckedFilters.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { accountingKeys } from './queryKeys.ts';

export type EntryFilterValues = {
  kind: EntryKind | null;
  account_id: string | null;
  project_id: string | null;
  from: string | null;
  to: string | null;
};

type EntryFilters = Omit<EntryListQuery, 'page' | 'pageSize' | 'search'>;

/** One year's entries, newest first: searched, filtered by type, account, project and period. */
export function useEntries(yearId: string | null) {
  const { values, filters, errors, valid, setFilter } = useCheckedFilters<EntryFilterValues, EntryFilters>(
    { kind: null, account_id: null, project_id: null, from: null, to: null },
    entryListQuerySchema,
  );
  const list = usePagedList({
    queryKey: [...accountingKeys.entries, yearId],
    filters,
    load: (query) =>
      api.GET('/api/admin/accounting/years/{id}/entries', {
        params: { path: { id: yearId ?? '' }, query },
      }),
    enabled: valid && yearId !== null,
    loadError: 'Erreur lors du chargement des écritures',
  });
  return { values, errors, setFilter, list };
}
