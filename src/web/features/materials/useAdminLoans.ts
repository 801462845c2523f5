import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanActionInput } from '../../../domain/loan-transitions.ts';
import { LOANS_PAGE_SIZE, type LoanStatus } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { materialKeys } from './queryKeys.ts';

const ACTION_ERROR = "Erreur lors de l'action";

/** One page of the loans, filtered by status and searched by the server; the actions refresh it. */
export function useAdminLoans(status: LoanStatus | null) {
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: materialKeys.adminLoans,
    filters: status ? { status } : {},
    load: (query) => api.GET('/api/admin/material-loans', { params: { query } }),
    pageSize: LOANS_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des emprunts',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialKeys.adminLoans });

  const action = useMutation({
    mutationFn: ({ loanId, input }: { loanId: string; input: LoanActionInput }) =>
      api.POST('/api/admin/material-loans/{id}/action', { params: { path: { id: loanId } }, body: input }),
    onSuccess: () => {
      notifySuccess('Action effectuée avec succès');
      void refresh();
      void queryClient.invalidateQueries({ queryKey: materialKeys.list });
    },
    onError: (error) => {
      // The server says why (stock short, loan changed by someone else): the admin needs to know.
      const reason = getErrorMessage(error, '');
      notifyError(reason ? `${ACTION_ERROR} : ${reason}` : ACTION_ERROR);
      void refresh();
    },
  });

  return {
    list,
    applyAction: (loanId: string, input: LoanActionInput, onDone: () => void) =>
      action.mutate({ loanId, input }, { onSuccess: onDone }),
    isApplying: action.isPending,
  };
}
