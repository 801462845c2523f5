import type { LoanActionInput } from '../../../domain/loan-transitions.ts';
import { LOANS_PAGE_SIZE, type LoanStatus } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { materialKeys } from './queryKeys.ts';

const ACTION_ERROR = "Erreur lors de l'action";

/** One page of the loans, filtered by status and searched by the server; the actions refresh it. */
export function useAdminLoans(status: LoanStatus | null) {
  const list = usePagedList({
    queryKey: materialKeys.adminLoans,
    filters: status ? { status } : {},
    load: (query) => api.GET('/api/admin/material-loans', { params: { query } }),
    pageSize: LOANS_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des emprunts',
  });
  const action = useNotifiedMutation({
    mutationFn: ({ loanId, input }: { loanId: string; input: LoanActionInput }) =>
      api.POST('/api/admin/material-loans/{id}/action', { params: { path: { id: loanId } }, body: input }),
    success: 'Action effectuée avec succès',
    // The equipment's stock follows the loans.
    invalidates: [materialKeys.adminLoans, materialKeys.list],
    refreshOnFailure: true,
    // The server says why (stock short, loan changed by someone else): the admin needs to know.
    failure: (error) => {
      const reason = getErrorMessage(error, '');
      return reason ? `${ACTION_ERROR} : ${reason}` : ACTION_ERROR;
    },
  });

  return {
    list,
    applyAction: (loanId: string, input: LoanActionInput, onDone: () => void) =>
      action.mutate({ loanId, input }, { onSuccess: onDone }),
    isApplying: action.isPending,
  };
}
