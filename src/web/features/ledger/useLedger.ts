import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { type LedgerFilters, type LedgerKind, ledgerFiltersSchema } from '../../../domain/ledger.ts';
import type { PaymentMode } from '../../../domain/members.ts';
import { api } from '../../lib/api.ts';
import { useFileExport } from '../../lib/useFileExport.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { ledgerKeys } from './queryKeys.ts';

export type LedgerFilterValues = {
  from: string | null;
  to: string | null;
  mode: PaymentMode | null;
  kind: LedgerKind | null;
};

/** Only the filters chosen travel: an empty date means no bound, not an invalid one. */
function chosenFilters({ from, to, mode, kind }: LedgerFilterValues): LedgerFilters {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(mode ? { mode } : {}),
    ...(kind ? { kind } : {}),
  };
}

/**
 * The payments ledger's filters, page and export. The filters are checked by the server's own
 * schema first, so that a period out of order is said beside its field and nothing is asked.
 */
export function useLedger() {
  const [values, setValues] = useState<LedgerFilterValues>({ from: null, to: null, mode: null, kind: null });
  const filters = chosenFilters(values);
  const checked = ledgerFiltersSchema.safeParse(filters);
  const errors: FormErrors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const list = usePagedList({
    queryKey: ledgerKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/payments', { params: { query } }),
    enabled: checked.success,
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
    setFilter: <Key extends keyof LedgerFilterValues>(key: Key, value: LedgerFilterValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
    list,
    exportCsv: () => exportFile(filters),
    isExporting,
    canExport: checked.success,
  };
}
