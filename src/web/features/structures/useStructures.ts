import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STRUCTURES_PAGE_SIZE,
  type StructureCategory,
  type StructureSort,
} from '../../../domain/structures.ts';
import type { StructureValues } from '../../../domain/structures-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';

const structuresQueryKey = ['structures'] as const;

/** The page's category (null: all) and order; the search is the paged list's own. */
export type StructureFilter = { categorie: StructureCategory | null; sort: StructureSort };

/** The form's values as the schema shapes them (trimmed, empty texts as null): the modal checks them. */
type SaveInput = { id: string | null; values: StructureValues };

/** One page of the structures, filtered and sorted by the server, and the admin's create, edit and delete. */
export function useStructures({ categorie, sort }: StructureFilter) {
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: structuresQueryKey,
    filters: categorie ? { categorie, sort } : { sort },
    load: (query) => api.GET('/api/structures', { params: { query } }),
    pageSize: STRUCTURES_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des structures',
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: structuresQueryKey });

  const save = useMutation({
    mutationFn: ({ id, values: body }: SaveInput) =>
      id === null
        ? api.POST('/api/structures', { body })
        : api.PUT('/api/structures/{id}', { params: { path: { id } }, body }),
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
    mutationFn: (id: string) => api.DELETE('/api/structures/{id}', { params: { path: { id } } }),
    onSuccess: () => {
      notifySuccess('Structure supprimée');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression de la structure')),
  });

  return {
    list,
    saveStructure: (input: SaveInput, onSaved: () => void, onRefused: (error: unknown) => void) =>
      save.mutate(input, { onSuccess: onSaved, onError: onRefused }),
    isSaving: save.isPending,
    deleteStructure: (id: string) => removal.mutate(id),
  };
}
