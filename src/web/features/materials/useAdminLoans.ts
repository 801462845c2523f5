import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LoanActionInput } from '../../../domain/loan-transitions.ts';
import type { AdminLoan } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialsQueryKeys } from './materialsQueryKeys.ts';

const LOAD_ERROR = 'Erreur lors du chargement des emprunts';
const ACTION_ERROR = "Erreur lors de l'action";

export function useAdminLoans() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: materialsQueryKeys.allLoans,
    queryFn: () => api.get<AdminLoan[]>('/api/admin/material-loans'),
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const action = useMutation({
    mutationFn: ({ loanId, input }: { loanId: string; input: LoanActionInput }) =>
      api.post<AdminLoan>(`/api/admin/material-loans/${encodeURIComponent(loanId)}/action`, input),
    onSuccess: (updated) => {
      notifySuccess('Action effectuée avec succès');
      queryClient.setQueryData<AdminLoan[]>(materialsQueryKeys.allLoans, (loans) =>
        loans?.map((loan) => (loan.id === updated.id ? updated : loan)),
      );
      void queryClient.invalidateQueries({ queryKey: materialsQueryKeys.materials });
    },
    onError: (error) => {
      // The server says why (stock short, loan changed by someone else): the admin needs to know.
      const reason = getErrorMessage(error, '');
      notifyError(reason ? `${ACTION_ERROR} : ${reason}` : ACTION_ERROR);
      void queryClient.invalidateQueries({ queryKey: materialsQueryKeys.allLoans });
    },
  });

  return {
    loans: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    applyAction: (loanId: string, input: LoanActionInput, onDone: () => void) =>
      action.mutate({ loanId, input }, { onSuccess: onDone }),
    isApplying: action.isPending,
  };
}
