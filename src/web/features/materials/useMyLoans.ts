import { LOANS_PAGE_SIZE, type LoanStatus } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { materialKeys } from './queryKeys.ts';

/** One page of the member's own loans, filtered by status on the server, and the cancellation. */
export function useMyLoans(status: LoanStatus | null) {
  const list = usePagedList({
    queryKey: materialKeys.myLoans,
    filters: status ? { status } : {},
    load: (query) => api.GET('/api/material-loans/mine', { params: { query } }),
    pageSize: LOANS_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des emprunts',
  });
  const cancellation = useNotifiedMutation({
    mutationFn: (loanId: string) =>
      api.POST('/api/material-loans/{id}/cancel', { params: { path: { id: loanId } } }),
    success: 'Demande annulée',
    invalidates: [materialKeys.myLoans],
    refreshOnFailure: true,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'annulation"),
  });

  return {
    list,
    cancelLoan: (loanId: string) => cancellation.mutate(loanId),
    cancellingLoanId: cancellation.isPending ? cancellation.variables : undefined,
  };
}
