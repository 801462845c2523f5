import { DOSSIERS_PAGE_SIZE, type DossierDirection } from '../../../domain/dossiers.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { dossierKeys } from './queryKeys.ts';

type MoveInput = { id: string; direction: DossierDirection };

/** One page of the dossiers, step moves and the admin's deletion, with their toasts; creation is `useDossierForm`. */
export function useDossiers() {
  const list = usePagedList({
    queryKey: dossierKeys.list,
    load: (query) => api.GET('/api/dossiers', { params: { query } }),
    pageSize: DOSSIERS_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des dossiers',
  });

  const move = useNotifiedMutation({
    mutationFn: ({ id, direction }: MoveInput) =>
      api.POST('/api/dossiers/{id}/step', { params: { path: { id } }, body: { direction } }),
    invalidates: [dossierKeys.all],
    refreshOnFailure: true,
    failure: (error) => getErrorMessage(error, "Erreur lors du changement d'étape"),
  });

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/dossiers/{id}', { params: { path: { id } } }),
    success: 'Dossier supprimé',
    invalidates: [dossierKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression du dossier'),
  });

  return {
    list,
    moveDossier: (input: MoveInput) => move.mutate(input),
    movingDossierId: move.isPending ? move.variables.id : undefined,
    deleteDossier: (id: string) => removal.mutate(id),
  };
}
