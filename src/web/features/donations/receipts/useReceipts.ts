import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReceiptState } from '../../../../domain/donation-receipts.ts';
import type { AnnualReceiptsResult, ReceiptSummary } from '../../../../domain/donation-receipts-schemas.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useFileExport } from '../../../lib/useFileExport.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { receiptKeys } from './queryKeys.ts';
import { currentYear } from './receiptYears.ts';

export type ReceiptFilterValues = { year: number | null; state: ReceiptState | null };

/** The receipts' page, filtered by year of issue and state, searched by donor or number. */
export function useReceiptList() {
  const [values, setValues] = useState<ReceiptFilterValues>({ year: null, state: null });
  const filters = {
    ...(values.year ? { year: values.year } : {}),
    ...(values.state ? { state: values.state } : {}),
  };
  const list = usePagedList({
    queryKey: receiptKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/donation-receipts', { params: { query } }),
    loadError: 'Erreur lors du chargement des reçus',
  });
  return {
    values,
    setFilter: <Key extends keyof ReceiptFilterValues>(key: Key, value: ReceiptFilterValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
    list,
  };
}

/** Cancels a receipt with its reason; the form shows the server's refusal beside the field. */
export function useCancelReceipt(onDone: () => void) {
  const mutation = useNotifiedMutation({
    mutationFn: ({ receipt, reason }: { receipt: ReceiptSummary; reason: string }) =>
      api.POST('/api/admin/donation-receipts/{id}/cancel', {
        params: { path: { id: receipt.id } },
        body: { reason },
      }),
    success: (cancelled) => `Reçu n° ${cancelled.number} annulé`,
    onSuccess: onDone,
    invalidates: [receiptKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de l’annulation du reçu'),
  });
  return {
    cancel: (receipt: ReceiptSummary, reason: string, onRefused: (error: unknown) => void) =>
      mutation.mutate({ receipt, reason }, { onError: onRefused }),
    isCancelling: mutation.isPending,
  };
}

/** Issues the annual receipts of a year that is over; the answer is kept to be shown. */
export function useAnnualReceipts() {
  const [result, setResult] = useState<AnnualReceiptsResult | null>(null);
  const mutation = useNotifiedMutation({
    mutationFn: (year: number) => api.POST('/api/admin/donation-receipts/annual', { body: { year } }),
    success: (answer) =>
      answer.issued === 0 ? 'Aucun nouveau reçu à émettre' : `${answer.issued} reçu(s) annuel(s) émis`,
    onSuccess: setResult,
    invalidates: [receiptKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de l’émission des reçus annuels'),
  });
  return {
    issue: (year: number, onRefused: (error: unknown) => void) =>
      mutation.mutate(year, { onError: onRefused }),
    isIssuing: mutation.isPending,
    result,
  };
}

/** The declaration of a year: its figures on screen, and its CSV. */
export function useDeclaration() {
  const [year, setYear] = useState(currentYear());
  const query = useQuery({
    queryKey: receiptKeys.declaration(year),
    queryFn: () => api.GET('/api/admin/donation-receipts/declaration', { params: { query: { year } } }),
    meta: { errorMessage: 'Erreur lors du chargement de la déclaration' },
  });
  const { exportFile, isExporting } = useFileExport({
    path: '/api/admin/donation-receipts/declaration.csv',
    fallbackName: `declaration-recus-${year}.csv`,
    errorMessage: 'Erreur lors de l’export de la déclaration',
  });
  return {
    year,
    setYear,
    declaration: query.data,
    isLoading: query.isLoading,
    loadError: query.isError ? 'Erreur lors du chargement de la déclaration' : null,
    refresh: () => void query.refetch(),
    exportCsv: () => exportFile({ year }),
    isExporting,
  };
}
