import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOANS_PAGE_SIZE, type LoanStatus } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { materialKeys } from './queryKeys.ts';

/** One page of the member's own loans, filtered by status on the server, and the cancellation. */
export function useMyLoans(status: LoanStatus | null) {
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: materialKeys.myLoans,
    filters: status ? { status } : {},
    load: (query) => api.GET('/api/material-loans/mine', { params: { query } }),
    pageSize: LOANS_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des emprunts',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialKeys.myLoans });

  const cancellation = useMutation({
    mutationFn: (loanId: string) =>
      api.POST('/api/material-loans/{id}/cancel', { params: { path: { id: loanId } } }),
    onSuccess: () => {
      notifySuccess('Demande annulée');
      void refresh();
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, "Erreur lors de l'annulation"));
      void refresh();
    },
  });

  return {
    list,
    cancelLoan: (loanId: string) => cancellation.mutate(loanId),
    cancellingLoanId: cancellation.isPending ? cancellation.variables : undefined,
  };
}
