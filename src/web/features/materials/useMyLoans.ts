import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Loan } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialsQueryKeys } from './materialsQueryKeys.ts';

const LOAD_ERROR = 'Erreur lors du chargement des emprunts';

export function useMyLoans() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: materialsQueryKeys.myLoans,
    queryFn: () => api.get<Loan[]>('/api/material-loans/mine'),
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const cancellation = useMutation({
    mutationFn: (loanId: string) =>
      api.post<Loan>(`/api/material-loans/${encodeURIComponent(loanId)}/cancel`),
    onSuccess: (cancelled) => {
      notifySuccess('Demande annulée');
      queryClient.setQueryData<Loan[]>(materialsQueryKeys.myLoans, (loans) =>
        loans?.map((loan) => (loan.id === cancelled.id ? cancelled : loan)),
      );
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, "Erreur lors de l'annulation"));
      void queryClient.invalidateQueries({ queryKey: materialsQueryKeys.myLoans });
    },
  });

  return {
    loans: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    cancelLoan: (loanId: string) => cancellation.mutate(loanId),
    cancellingLoanId: cancellation.isPending ? cancellation.variables : undefined,
  };
}
