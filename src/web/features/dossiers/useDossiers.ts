import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type CreateDossierInput,
  createDossierSchema,
  type Dossier,
  type DossierDirection,
} from '../../../domain/dossiers.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const dossiersQueryKey = ['dossiers'] as const;

const LOAD_ERROR = 'Erreur lors du chargement des dossiers';

type MoveInput = { id: string; direction: DossierDirection };

/** The dossiers list, creation, step moves and the admin's deletion, with their toasts. */
export function useDossiers() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dossiersQueryKey,
    queryFn: () => api.get<Dossier[]>('/api/dossiers'),
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: dossiersQueryKey });

  const creation = useMutation({
    mutationFn: (values: CreateDossierInput) =>
      api.post<Dossier>('/api/dossiers', createDossierSchema.parse(values)),
    onSuccess: (dossier) => {
      notifySuccess(`Dossier ${dossier.nom} créé`);
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la création du dossier')),
  });

  const move = useMutation({
    mutationFn: ({ id, direction }: MoveInput) =>
      api.post<Dossier>(`/api/dossiers/${encodeURIComponent(id)}/step`, { direction }),
    onSuccess: () => refresh(),
    onError: (error) => {
      notifyError(getErrorMessage(error, "Erreur lors du changement d'étape"));
      return refresh();
    },
  });

  const removal = useMutation({
    mutationFn: (id: string) => api.delete(`/api/dossiers/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Dossier supprimé');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression du dossier')),
  });

  return {
    dossiers: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    createDossier: (values: CreateDossierInput, onCreated: () => void, onRefused: (error: unknown) => void) =>
      creation.mutate(values, { onSuccess: onCreated, onError: onRefused }),
    isCreating: creation.isPending,
    moveDossier: (input: MoveInput) => move.mutate(input),
    movingDossierId: move.isPending ? move.variables.id : undefined,
    deleteDossier: (id: string) => removal.mutate(id),
  };
}
