import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Structure, type StructureInput, structureInputSchema } from '../../../domain/structures.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const structuresQueryKey = ['structures'] as const;

const LOAD_ERROR = 'Erreur lors du chargement des structures';

type SaveInput = { id: string | null; values: StructureInput };

/** The structures list and the admin's create, edit and delete, with their toasts. */
export function useStructures() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: structuresQueryKey,
    queryFn: () => api.get<Structure[]>('/api/structures'),
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: structuresQueryKey });

  const save = useMutation({
    mutationFn: ({ id, values }: SaveInput) => {
      const body = structureInputSchema.parse(values);
      return id === null
        ? api.post<Structure>('/api/structures', body)
        : api.put<Structure>(`/api/structures/${encodeURIComponent(id)}`, body);
    },
    onSuccess: (_saved, { id }) => {
      notifySuccess(id === null ? 'Structure ajoutée' : 'Structure modifiée');
      return refresh();
    },
    onError: (error, { id }) =>
      notifyError(
        getErrorMessage(
          error,
          id === null
            ? "Erreur lors de l'ajout de la structure"
            : 'Erreur lors de la modification de la structure',
        ),
      ),
  });

  const removal = useMutation({
    mutationFn: (id: string) => api.delete(`/api/structures/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Structure supprimée');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression de la structure')),
  });

  return {
    structures: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    saveStructure: (input: SaveInput, onSaved: () => void, onRefused: (error: unknown) => void) =>
      save.mutate(input, { onSuccess: onSaved, onError: onRefused }),
    isSaving: save.isPending,
    deleteStructure: (id: string) => removal.mutate(id),
  };
}
