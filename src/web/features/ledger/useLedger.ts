import { type LedgerFilters, type LedgerKind, ledgerFiltersSchema } from '../../../domain/ledger.ts';
import type { PaymentMode } from '../../../domain/members.ts';
import { api } from '../../lib/api.ts';
import { useCheckedFilters } from '../../lib/useCheckedFilters.ts';
import { useFileExport } from '../../lib/useFileExport.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { ledgerKeys } from './queryKeys.ts';

export type LedgerFilterValues = {
  from: string | null;
  to: string | null;
  mode: PaymentMode | null;
  kind: LedgerKind | null;
};

/** The payments ledger's filters (see useCheckedFilters), page and export. */
export function useLedger() {
  const { values, filters, errors, valid, setFilter } = useCheckedFilters<LedgerFilterValues, LedgerFilters>(
    { from: null, to: null, mode: null, kind: null },
    ledgerFiltersSchema,
  );
  const list = usePagedList({
    queryKey: ledgerKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/payments', { params: { query } }),
    enabled: valid,
    loadError: 'Erreur lors du chargement des paiements',
  });
  const { exportFile, isExporting } = useFileExport({
    path: '/api/admin/payments.csv',
    fallbackName: 'paiements.csv',
    errorMessage: "Erreur lors de l'export des paiements",
  });
  return {
    values,
    errors,
    setFilter,
    list,
    exportCsv: () => exportFile(filters),
    isExporting,
    canExport: valid,
  };
}
