import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { accountingKeys } from './queryKeys.ts';

/** One account's lines in one year, by date and piece, with the running balance the server adds up. */
export function useAccountLedger(accountId: string, yearId: string | null) {
  return usePagedList({
    queryKey: accountingKeys.ledger(accountId),
    filters: { year_id: yearId ?? '' },
    pageSize: 50,
    load: (query) =>
      api.GET('/api/admin/accounting/accounts/{id}/lines', { params: { path: { id: accountId }, query } }),
    enabled: yearId !== null,
    loadError: 'Erreur lors du chargement des lignes du compte',
  });
}
